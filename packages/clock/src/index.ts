export const VERSION_PLACEHOLDER = 0;
