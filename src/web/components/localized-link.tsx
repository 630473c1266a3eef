import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, type LinkProps, NavLink, type NavLinkProps } from 'react-router'

/** Keeps ?lang= on internal links so a shared URL opens in the same language. */
export function useLocalizedPath() {
  const { i18n } = useTranslation()
  return (to: string) => {
    if (i18n.language !== 'fr' && i18n.language !== 'de') return to
    if (!to.startsWith('/')) return to
    const [path, hash] = to.split('#')
    const separator = path?.includes('?') ? '&' : '?'
    return `${path}${separator}lang=${i18n.language}${hash ? `#${hash}` : ''}`
  }
}

export const LocalizedLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocalizedLink(
  { to, ...props },
  ref,
) {
  const localize = useLocalizedPath()
  return <Link ref={ref} to={localize(to)} {...props} />
})

export function LocalizedNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  const localize = useLocalizedPath()
  return <NavLink to={localize(to)} {...props} />
}
