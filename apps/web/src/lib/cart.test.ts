import { describe, expect, it } from 'vitest';
import { addToCart, clearCart, readCart, removeFromCart } from './cart.ts';

const course = { id: 'c1', type: 'course' as const, title: 'ROS 2 Fundamentals', thumbnail: null, price: 249900, discountPrice: 199900 };
const event = { id: 'e1', type: 'event' as const, title: 'Pune ROS Meetup', thumbnail: null, price: 49900, date: '2026-12-01', location: 'Pune' };

describe('cart', () => {
  it('adds once, totals from discountPrice else price, and fills the defaults', () => {
    expect(addToCart(course)).toBe(true);
    expect(addToCart(course)).toBe(false);
    expect(addToCart(event)).toBe(true);
    const cart = readCart();
    expect(cart.totalItems).toBe(2);
    expect(cart.totalAmount).toBe(199900 + 49900);
    expect(cart.items[0]).toMatchObject({ instructor: 'Unknown', category: 'General', quantity: 1 });
    expect(cart.items[1]).toMatchObject({ instructor: 'Event Organizer' });
  });

  it('is saved to local storage on every change and survives a reload of the module state', () => {
    addToCart(course);
    expect(JSON.parse(localStorage.getItem('cart')!).items).toHaveLength(1);
    removeFromCart('c1');
    expect(readCart().totalAmount).toBe(0);
    addToCart(event);
    clearCart();
    expect(readCart().items).toEqual([]);
  });

  it('ignores garbage in storage', () => {
    localStorage.setItem('cart', '{not json');
    expect(readCart().items).toEqual([]);
  });
});
