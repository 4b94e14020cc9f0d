/** Visible dialogs in mounting order: only the top one answers Escape and traps focus. */
const stack: symbol[] = [];

export function pushDialog(id: symbol): () => void {
  stack.push(id);
  return () => {
    const index = stack.indexOf(id);
    if (index >= 0) stack.splice(index, 1);
  };
}

export function isTopDialog(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}
