// Top navigation (spec part 1 §2.2): dropdowns, courses, cart, profile menu with a confirmed logout,
// theme toggle, a background after 50 px of scroll, and a phone layout behind a menu button.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Bot, LogOut, Menu, Moon, Receipt, ShoppingCart, Sun, User as UserIcon, X } from 'lucide-react';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { Button, buttonLinkClass } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { useClickOutside } from '../../lib/use-click-outside.ts';
import { useSession } from '../../lib/session.tsx';
import { useTheme } from '../../lib/theme.tsx';
import { COMPETE_LINKS, ROADMAP_LINKS } from '../navigation.ts';
import { NavDropdown } from './nav-dropdown.tsx';
import { NavSearch } from './nav-search.tsx';
import { useCartCount } from './use-cart-count.ts';

export const SCROLL_BACKGROUND_PX = 50;

function useScrolledPast(px: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return scrolled;
}

function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {theme === 'dark' ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
    </button>
  );
}

function ProfileMenu({ onLogout }: { onLogout: () => void }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useClickOutside(ref, open, close);
  const label = user?.name || user?.email || 'Account';
  return (
    <div ref={ref} className="relative" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex max-w-48 items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {user?.avatar ? (
          <img src={user.avatar} alt="" className="size-7 rounded-full object-cover" />
        ) : (
          <span className="inline-flex size-7 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white" aria-hidden="true">
            {label.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="truncate">{label}</span>
      </button>
      {open && (
        <div role="menu" aria-label="Account" className="absolute right-0 top-full z-50 mt-1 w-52 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-800 dark:bg-slate-900">
          <Link role="menuitem" to="/profile" onClick={() => setOpen(false)} className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
            <UserIcon className="size-4" aria-hidden="true" /> Profile
          </Link>
          <Link role="menuitem" to="/payment-history" onClick={() => setOpen(false)} className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
            <Receipt className="size-4" aria-hidden="true" /> Payment History
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-rose-600 hover:bg-slate-100 dark:text-rose-400 dark:hover:bg-slate-800"
          >
            <LogOut className="size-4" aria-hidden="true" /> Logout
          </button>
        </div>
      )}
    </div>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800',
    isActive ? 'text-brand-600 dark:text-brand-400' : 'text-slate-700 dark:text-slate-200',
  );

export function Navbar() {
  const { isLoggedIn, signOut } = useSession();
  const scrolled = useScrolledPast(SCROLL_BACKGROUND_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const cartCount = useCartCount();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => setMobileOpen(false), [location.pathname]);

  const cartLink = (
    <Link to="/cart" className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800" aria-label={`Cart, ${cartCount} item${cartCount === 1 ? '' : 's'}`}>
      <ShoppingCart className="size-5" aria-hidden="true" />
      {cartCount > 0 && (
        <span className="absolute -right-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-semibold text-white" aria-hidden="true">
          {cartCount}
        </span>
      )}
    </Link>
  );

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 transition-colors',
        scrolled ? 'border-b border-slate-200 bg-white/90 shadow-sm backdrop-blur dark:border-slate-800 dark:bg-slate-950/90' : 'bg-transparent',
      )}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="mr-4 flex items-center gap-2 font-bold tracking-tight">
          <span className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white" aria-hidden="true">
            <Bot className="size-5" />
          </span>
          <span className="text-lg">RoboAcademy</span>
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          <NavDropdown label="Roadmap" items={ROADMAP_LINKS} />
          <NavDropdown label="Compete" items={COMPETE_LINKS} />
          <RouterNavLink to="/courses" className={navLinkClass}>Courses</RouterNavLink>
          <RouterNavLink to="/roboguide" className={navLinkClass}>Guides</RouterNavLink>
          <RouterNavLink to="/events" className={navLinkClass}>Events</RouterNavLink>
        </div>
        <div className="ml-auto flex items-center gap-1">
          <div className="mr-1 hidden md:block">
            <NavSearch variant="desktop" />
          </div>
          <ThemeToggle />
          {isLoggedIn && cartLink}
          <div className="hidden items-center gap-2 lg:flex">
            {isLoggedIn ? (
              <ProfileMenu onLogout={() => setConfirmLogout(true)} />
            ) : (
              <>
                <Link to="/login" className={buttonLinkClass('ghost', 'sm')}>Login</Link>
                <Link to="/signup" className={buttonLinkClass('primary', 'sm')}>Signup</Link>
              </>
            )}
          </div>
          <button
            type="button"
            className="rounded-lg p-2 lg:hidden"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </nav>
      {mobileOpen && (
        <div id="mobile-menu" className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 lg:hidden dark:border-slate-800 dark:bg-slate-950">
          <div className="py-2 md:hidden">
            <NavSearch variant="mobile" onNavigate={() => setMobileOpen(false)} />
          </div>
          <MobileSection title="Roadmap" links={ROADMAP_LINKS} />
          <MobileSection title="Compete" links={COMPETE_LINKS.flatMap((l) => [l, ...(l.children ?? [])])} />
          <MobileSection title="Explore" links={[{ label: 'Courses', to: '/courses' }, { label: 'Guides', to: '/roboguide' }, { label: 'Events', to: '/events' }, { label: 'Learning topics', to: '/learning' }, { label: 'All roadmaps', to: '/roadmaps' }]} />
          <div className="mt-4 flex flex-col gap-2">
            {isLoggedIn ? (
              <>
                <Link to="/profile" className={buttonLinkClass('secondary')}>Profile</Link>
                <Link to="/payment-history" className={buttonLinkClass('secondary')}>Payment History</Link>
                <Button variant="danger" onClick={() => setConfirmLogout(true)}>Logout</Button>
              </>
            ) : (
              <>
                <Link to="/login" className={buttonLinkClass('secondary')}>Login</Link>
                <Link to="/signup" className={buttonLinkClass('primary')}>Signup</Link>
              </>
            )}
          </div>
        </div>
      )}
      <Dialog
        open={confirmLogout}
        title="Confirm Logout"
        onClose={() => setConfirmLogout(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmLogout(false)}>Cancel</Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirmLogout(false);
                signOut();
                navigate('/');
              }}
            >
              Logout
            </Button>
          </>
        }
      >
        Are you sure you want to log out? Your progress is saved to your account.
      </Dialog>
    </header>
  );
}

function MobileSection({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div className="py-2">
      <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</p>
      {links.map((l) => (
        <Link key={l.to} to={l.to} className="block rounded-lg px-2 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
          {l.label}
        </Link>
      ))}
    </div>
  );
}
