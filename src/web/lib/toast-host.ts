// Whether the toast container is needed yet. Storefront pages never show a toast,
// so react-toastify and its stylesheet load only once code that can raise one
// (forms, the dashboard) has loaded; see toast.ts.

let wanted = false;
const listeners = new Set<() => void>();

export function requestToasts(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsWanted(): boolean {
  return wanted;
}
