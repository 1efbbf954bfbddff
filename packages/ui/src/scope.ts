/**
 * Marks an element as Toolbox's own: the precompiled stylesheet of a published tool applies its
 * base styles (box sizing, no default margins, inherited fonts) only inside `[data-toolbox]`, so a
 * host page is never restyled. ToolboxProvider's wrapper carries it, and so does everything the
 * ui components render in a portal (dialogs, popovers, menus, select lists), outside that wrapper.
 */
export const TOOLBOX_SCOPE = { 'data-toolbox': '' } as const;
