/**
 * Resolves in a task of its own: what comes after it runs once the browser has had its turn (a tap,
 * a frame), so the start of the page never holds a phone's main thread for long at once.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
