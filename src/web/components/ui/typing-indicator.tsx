const DELAYS = ['0ms', '150ms', '300ms']

/**
 * Every wait shows progress; in a chat, the other side "types". The label is read to screen
 * readers, and shown beside the dots when `showLabel` (a longer wait that deserves words).
 */
export function TypingIndicator({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  return (
    <div role="status" className="flex items-center gap-2">
      <span className="inline-flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3">
        {DELAYS.map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none"
            style={{ animationDelay: delay }}
            aria-hidden="true"
          />
        ))}
      </span>
      <span className={showLabel ? 'text-sm text-slate-600' : 'sr-only'}>{label}</span>
    </div>
  )
}
