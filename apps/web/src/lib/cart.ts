// The cart (spec part 1 §3–§4, part 2): items kept in local storage under `cart`, saved on every
// change and loaded at start; adding an id already present is ignored; totals use discountPrice
// when present, else price (both in paise). Shared by every feature that sells something.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readJsonStorage, writeStorage } from './storage.ts';

export interface CartItem {
  id: string;
  type: 'course' | 'event';
  title: string;
  thumbnail: string | null;
  /** Paise. */
  price: number;
  /** Paise; the price paid when present. */
  discountPrice?: number | null;
  /** Instructor of a course ("Unknown" by default), organizer of an event ("Event Organizer"). */
  instructor: string;
  category: string;
  quantity: 1;
  date?: string;
  location?: string;
}

export interface Cart {
  items: CartItem[];
  totalItems: number;
  totalAmount: number;
}

export const CART_CHANGED_EVENT = 'cart-changed';

export const itemPrice = (item: Pick<CartItem, 'price' | 'discountPrice'>) => item.discountPrice ?? item.price;

function withTotals(items: CartItem[]): Cart {
  return { items, totalItems: items.length, totalAmount: items.reduce((sum, i) => sum + itemPrice(i), 0) };
}

const EMPTY: Cart = withTotals([]);
let cache: { raw: string | null; cart: Cart } | null = null;

export function readCart(): Cart {
  const raw = (() => {
    try {
      return localStorage.getItem(STORAGE_KEYS.cart);
    } catch {
      return null;
    }
  })();
  if (cache && cache.raw === raw) return cache.cart;
  const stored = readJsonStorage<{ items?: unknown }>(STORAGE_KEYS.cart);
  const items = Array.isArray(stored?.items) ? (stored.items as CartItem[]).filter((i) => i && typeof i.id === 'string') : [];
  const cart = items.length ? withTotals(items) : EMPTY;
  cache = { raw, cart };
  return cart;
}

function save(items: CartItem[]): Cart {
  const cart = withTotals(items);
  writeStorage(STORAGE_KEYS.cart, JSON.stringify(cart));
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
  return cart;
}

/** Adds an item; returns false when it was already in the cart (nothing changes). */
export function addToCart(item: Omit<CartItem, 'quantity' | 'instructor' | 'category'> & Partial<Pick<CartItem, 'instructor' | 'category'>>): boolean {
  const { items } = readCart();
  if (items.some((i) => i.id === item.id)) return false;
  save([
    ...items,
    {
      ...item,
      instructor: item.instructor || (item.type === 'event' ? 'Event Organizer' : 'Unknown'),
      category: item.category || 'General',
      quantity: 1,
    },
  ]);
  return true;
}

export function removeFromCart(id: string): void {
  save(readCart().items.filter((i) => i.id !== id));
}

export function clearCart(): void {
  save([]);
}

export function isInCart(id: string): boolean {
  return readCart().items.some((i) => i.id === id);
}

function subscribe(callback: () => void) {
  window.addEventListener('storage', callback);
  window.addEventListener(CART_CHANGED_EVENT, callback);
  return () => {
    window.removeEventListener('storage', callback);
    window.removeEventListener(CART_CHANGED_EVENT, callback);
  };
}

/** The cart, re-rendering on every change (also from other tabs). */
export function useCart(): Cart {
  return useSyncExternalStore(subscribe, readCart, () => EMPTY);
}
