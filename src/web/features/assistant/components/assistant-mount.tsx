import { lazy, Suspense, useEffect, useState } from 'react'

const AssistantLauncher = lazy(async () => ({
  default: (await (await import('./assistant-launcher-loader')).loadAssistantLauncher()).AssistantLauncher,
}))

/**
 * Mounts the floating assistant after the first render, from its own chunk: the launcher is a
 * fixed button (no layout shift), so it need not weigh on the first paint. Until it arrives,
 * `openAssistant()` is remembered by the bus and the widget opens as soon as it is there.
 */
export function AssistantMount() {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <AssistantLauncher />
    </Suspense>
  )
}
