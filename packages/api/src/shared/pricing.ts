/** Business constants of spec section 9, in paise. */
export const PLATFORM_FEE_PAISE = 100;
export const GST_RATE_PERCENT = 5;
export const DELIVERY_FEE_PAISE = 5000;
export const FREE_DELIVERY_THRESHOLD_PAISE = 50000;

export interface PriceLine {
  pricePaise: number;
  quantity: number;
}

export interface PriceBreakdown {
  subtotalPaise: number;
  gstPaise: number;
  deliveryFeePaise: number;
  platformFeePaise: number;
  totalPaise: number;
  /** What the cart page shows: subtotal + platform fee only. */
  cartTotalPaise: number;
  /** How much more buys free delivery (0 once reached). */
  freeDeliveryShortfallPaise: number;
}

/** The one price computation: checkout screen, order placement and invoices all call this. */
export function priceBreakdown(lines: readonly PriceLine[]): PriceBreakdown {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  const gstPaise = Math.round((subtotalPaise * GST_RATE_PERCENT) / 100);
  const deliveryFeePaise = subtotalPaise < FREE_DELIVERY_THRESHOLD_PAISE ? DELIVERY_FEE_PAISE : 0;
  return {
    subtotalPaise,
    gstPaise,
    deliveryFeePaise,
    platformFeePaise: PLATFORM_FEE_PAISE,
    totalPaise: subtotalPaise + gstPaise + deliveryFeePaise + PLATFORM_FEE_PAISE,
    cartTotalPaise: subtotalPaise + PLATFORM_FEE_PAISE,
    freeDeliveryShortfallPaise: Math.max(0, FREE_DELIVERY_THRESHOLD_PAISE - subtotalPaise),
  };
}
