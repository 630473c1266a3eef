import { type KeyboardEvent, type MouseEvent, useEffect, useId, useState } from 'react'

/**
 * The keyboard and ARIA 1.2 wiring of a combobox with a list of options: arrows move, Enter
 * chooses the highlighted option (otherwise the form submits as usual), Escape closes. The focus
 * stays in the input; the highlighted option is announced through aria-activedescendant.
 */
export function useCombobox({ count, onChoose }: { count: number; onChoose: (index: number) => void }) {
  const listboxId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const activeIndex = active < count ? active : -1
  const expanded = open && count > 0
  const optionId = (index: number) => `${listboxId}-option-${index}`

  useEffect(() => {
    if (expanded && activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' })
  })

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const choose = (index: number) => {
    close()
    onChoose(index)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (count === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      if (activeIndex < 0) setActive(step > 0 ? 0 : count - 1)
      else setActive((activeIndex + step + count) % count)
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault()
      choose(activeIndex)
    } else if (event.key === 'Escape' && open) {
      // Without this, a search input would also clear its text on Escape.
      event.preventDefault()
      close()
    }
  }

  const inputProps = {
    role: 'combobox' as const,
    'aria-autocomplete': 'list' as const,
    'aria-expanded': expanded,
    'aria-controls': listboxId,
    'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
    onKeyDown,
  }

  const optionProps = (index: number) => ({
    id: optionId(index),
    role: 'option' as const,
    'aria-selected': index === activeIndex,
    // Keeps the focus in the input, so the click does not blur and close the list first.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onClick: () => choose(index),
    onMouseMove: () => index !== activeIndex && setActive(index),
  })

  return { listboxId, expanded, activeIndex, open, setOpen, setActive, close, inputProps, optionProps }
}
