import type { toast as sonnerToast } from 'sonner'

/**
 * Toasts (product §9), with sonner loaded by the first one. Loading sonner writes its stylesheet into
 * the page, which restyles every element: on a page that is starting, one more long task nobody
 * needs until a toast is shown. `LazyToaster` mounts sonner's toaster once a toast was asked for;
 * sonner replays what was published before it mounted.
 */
type Sonner = typeof sonnerToast

let sonner: Promise<Sonner> | undefined
let requested = false
const listeners = new Set<() => void>()

function load(): Promise<Sonner> {
  if (!sonner) {
    requested = true
    for (const listener of listeners) listener()
    sonner = import('sonner').then((module) => module.toast)
  }
  return sonner
}

/** Whether a toast was asked for (the toaster mounts then), for useSyncExternalStore. */
export const toasterRequests = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  requested: () => requested,
}

type Show = (...args: Parameters<Sonner['success']>) => void

const shower =
  (kind: 'success' | 'error' | 'info' | 'warning'): Show =>
  (...args) => {
    void load().then((toast) => toast[kind](...args))
  }

export const toast = {
  success: shower('success'),
  error: shower('error'),
  info: shower('info'),
  warning: shower('warning'),
  promise: (...args: Parameters<Sonner['promise']>) => {
    void load().then((toast) => toast.promise(...args))
  },
}
