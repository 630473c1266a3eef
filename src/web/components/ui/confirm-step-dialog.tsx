import * as Dialog from '@radix-ui/react-dialog'
import { Button } from './button'

/**
 * Asks before a step that cannot be undone: the title names the step, the body spells out what follows
 * from it, and the confirming button repeats the step. Radix's dialog traps focus, closes on Escape and
 * returns focus to the trigger; the dialog is named by its title and described by its body.
 */
export function ConfirmStepDialog({
  open,
  onOpenChange,
  title,
  consequences,
  confirmLabel,
  backLabel,
  pending = false,
  danger = false,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** What happens once confirmed, one sentence each. */
  consequences: string[]
  confirmLabel: string
  backLabel: string
  pending?: boolean
  /** The step takes something away (the site, a listing, a decision that cannot be taken back). */
  danger?: boolean
  onConfirm: () => void
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-2 text-slate-700">
              {consequences.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          </Dialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={pending}>
              {backLabel}
            </Button>
            <Button variant={danger ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
