export * from '@toolbox/story-world';
