import type { ComponentProps, SubmitEvent } from 'react'
import { SendsWithoutScript } from './submit-lock'

type FormProps = Omit<ComponentProps<'form'>, 'method' | 'action'>

/**
 * Every form of the app that its script sends. Before the page hydrates its submit buttons are
 * disabled (Button, useSubmitLocked), and should the browser send it anyway (Enter in a form
 * without a submit button) it posts: the fields travel in the body, never in the URL, and the server
 * answers a post to a page with 303 back to that page. Once hydrated, the form never sends itself.
 */
export function Form({ onSubmit, ...props }: FormProps) {
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit?.(event)
  }
  return <form method="post" {...props} onSubmit={submit} />
}

/**
 * A search whose whole point is a shareable URL: before the script runs the browser navigates to
 * `action` with the fields as its query (the one kind of form allowed to), and its submit button
 * works at once. Once hydrated, `onSubmit` navigates in the app.
 */
export function SearchForm({
  action,
  ...props
}: Omit<ComponentProps<'form'>, 'method' | 'role'> & { action: string }) {
  return (
    <SendsWithoutScript value={true}>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every screen reader knows; <search> is too new to rely on */}
      <form method="get" action={action} role="search" {...props} />
    </SendsWithoutScript>
  )
}
