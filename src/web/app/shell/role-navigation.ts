import type { Role } from '@shared/accounts/user-types'
import {
  ChartNoAxesColumn,
  ClipboardList,
  FolderKanban,
  Heart,
  Home,
  Images,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareText,
  MessagesSquare,
  Search,
  Settings,
  ShieldCheck,
  Store,
  UserRound,
  Users,
} from 'lucide-react'

export interface NavLink {
  to: string
  /** A key of the common namespace. */
  key: string
  icon: LucideIcon
  /** Active only on this exact path (and its search, when it has one). */
  end: boolean
}

const link = (to: string, key: string, icon: LucideIcon, end = false): NavLink => ({ to, key, icon, end })

/** Where the phone bar's Assistant link points; the launcher opens the chat in place instead. */
export const ASSISTANT_LINK = '/#assistant'

/**
 * The phone's bottom bar holds Home, Directory, Assistant, Requests, Account for visitors and
 * customers. Providers and admins get the pages they work from instead (their roles cannot use
 * /my-requests, and a chat for customers is no help to them).
 */
export const BOTTOM_NAV: Record<Role | 'visitor', readonly NavLink[]> = {
  visitor: [
    link('/', 'nav.home', Home, true),
    link('/directory', 'nav.directory', Search),
    link(ASSISTANT_LINK, 'nav.assistant', MessageSquareText, true),
    link('/my-requests', 'nav.requests', ClipboardList),
    link('/profile', 'nav.account', UserRound),
  ],
  customer: [
    link('/', 'nav.home', Home, true),
    link('/directory', 'nav.directory', Search),
    link(ASSISTANT_LINK, 'nav.assistant', MessageSquareText, true),
    link('/my-requests', 'nav.requests', ClipboardList),
    link('/profile', 'nav.account', UserRound),
  ],
  provider: [
    link('/dashboard/overview', 'nav.overview', ChartNoAxesColumn),
    link('/dashboard/requests', 'nav.leads', Inbox, true),
    link('/dashboard/requests?view=messages', 'nav.messages', MessagesSquare, true),
    link('/dashboard/portfolio', 'nav.listing', Images),
    link('/profile', 'nav.account', UserRound),
  ],
  admin: [
    link('/admin/dashboard', 'nav.overview', LayoutDashboard),
    link('/admin/users', 'nav.users', Users),
    link('/admin/providers', 'nav.providers', Store),
    link('/admin/projects', 'nav.projects', FolderKanban),
    link('/profile', 'nav.account', UserRound),
  ],
}

/** The account menu's pages, by role: only what the role can open (the server answers 403 otherwise). */
export const ACCOUNT_MENU: Record<Role, readonly NavLink[]> = {
  customer: [
    link('/profile', 'account.profile', UserRound),
    link('/settings', 'account.settings', Settings),
    link('/my-requests', 'account.myRequests', ClipboardList),
    link('/saved', 'account.saved', Heart),
  ],
  provider: [
    link('/profile', 'account.profile', UserRound),
    link('/settings', 'account.settings', Settings),
    link('/dashboard', 'account.dashboard', LayoutDashboard),
  ],
  admin: [
    link('/profile', 'account.profile', UserRound),
    link('/settings', 'account.settings', Settings),
    link('/admin', 'account.admin', ShieldCheck),
  ],
}

/** Each role's own starting page (where a page meant for another role sends them). */
export const ROLE_HOME: Record<Role, string> = {
  customer: '/my-requests',
  provider: '/dashboard/requests',
  admin: '/admin/dashboard',
}
