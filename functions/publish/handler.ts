// Placeholder entry so the stack synthesises before the publisher's own handler is merged; that file
// replaces this one.
export const handler = async (): Promise<void> => {
  throw new Error('The publisher is not part of this build');
};
