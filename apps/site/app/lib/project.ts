/** The project's source code, as built: an archive the site serves itself (scripts/write-source-archive.ts). */
export const SOURCE_ARCHIVE_PATH = '/source.tar.gz';

/** The licence of the project's own code (the root LICENSE file). */
export const PROJECT_LICENCE = 'MIT';

/** The component catalogue (the built Storybook) for designers: every tool and component. */
export const CATALOGUE_PATH = '/catalogue/';
