import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FileInput, FormField } from './form-field'

beforeAll(async () => {
  await initI18n('en', ['common'])
})
afterEach(async () => {
  await changeLanguage('en')
})

function StatementForm() {
  return (
    <form>
      <FormField label="Statement file">{(field) => <FileInput {...field} accept=".xml" />}</FormField>
      <button type="reset">Clear</button>
    </form>
  )
}

describe('FileInput', () => {
  it('speaks the page’s language, names the file chosen, and forgets it when the form is reset', async () => {
    await changeLanguage('de')
    const { container } = render(<StatementForm />)
    expect(container).toHaveTextContent('Datei auswählen')
    expect(container).toHaveTextContent('Keine Datei ausgewählt')
    const input = screen.getByLabelText('Statement file')
    expect(input).toHaveAttribute('type', 'file')
    await userEvent.upload(input, new File(['<Document/>'], 'camt053-november.xml', { type: 'text/xml' }))
    expect(container).toHaveTextContent('camt053-november.xml')
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(container).toHaveTextContent('Keine Datei ausgewählt')
  })

  it('is reached with the keyboard like any field', async () => {
    render(<StatementForm />)
    await userEvent.tab()
    expect(screen.getByLabelText('Statement file')).toHaveFocus()
  })
})
