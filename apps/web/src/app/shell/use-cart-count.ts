import { useCart } from '../../lib/cart.ts';

export const useCartCount = (): number => useCart().totalItems;
