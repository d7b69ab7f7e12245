// Number of items in the saved cart (key `cart`), kept in step across tabs and cart changes.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readJsonStorage } from '../../lib/storage.ts';

export const CART_CHANGED_EVENT = 'cart-changed';

function subscribe(callback: () => void) {
  window.addEventListener('storage', callback);
  window.addEventListener(CART_CHANGED_EVENT, callback);
  return () => {
    window.removeEventListener('storage', callback);
    window.removeEventListener(CART_CHANGED_EVENT, callback);
  };
}

function snapshot(): number {
  const cart = readJsonStorage<{ items?: unknown[] }>(STORAGE_KEYS.cart);
  return Array.isArray(cart?.items) ? cart.items.length : 0;
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 0);
}
