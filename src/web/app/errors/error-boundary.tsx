import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorFallback } from './error-fallback'
import { type ErrorRecord, recordError } from './error-store'

interface State {
  error: unknown
  recorded: { record: ErrorRecord; count: number } | null
}

/**
 * Catches render errors anywhere in the app and shows the fallback page (product §2, §4), and
 * reports the error under the ID the page shows.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, recorded: null }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  // Recorded here, once per caught error: render (and getDerivedStateFromError) may run more than
  // once for one crash, so counting there counted one crash twice.
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack)
    const recorded = recordError(error)
    this.setState({ recorded })
    // The ID on the page reaches the admins' error list with the stack. The reporter (and the schema
    // it checks with) loads only when an error happens: a first page is on a budget.
    void import('./error-report').then(({ reportError }) => reportError(recorded.record))
  }

  override render() {
    if (this.state.error) return <ErrorFallback recorded={this.state.recorded} />
    return this.props.children
  }
}
