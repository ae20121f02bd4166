-- "Pay later" orders are stored as ONLINE with a due date (decision 0070): the daily sales rollup
-- now files them under CREDIT, so the payment-method report shows them as their own method.
-- The triggers of 0003 are replaced with the method worked out the same way, and the rollup is
-- rebuilt from the orders.
DROP TRIGGER `orders_sales_ai`;
--> statement-breakpoint
CREATE TRIGGER `orders_sales_ai` AFTER INSERT ON `orders` BEGIN
  INSERT INTO sales_daily (day, city_id, payment_method, orders, revenue_orders, revenue_paise, paid_orders, pending_orders)
  VALUES (date((new.created_at + 19800000) / 1000, 'unixepoch'), coalesce(new.city_id, ''), CASE WHEN new.credit_due_at IS NULL THEN new.payment_method ELSE 'CREDIT' END, 1, 1 * (new.status <> 'cancelled' AND new.payment_status <> 'refunded' AND (new.payment_status = 'paid' OR new.status = 'delivered')),
          1 * (CASE WHEN (new.status <> 'cancelled' AND new.payment_status <> 'refunded' AND (new.payment_status = 'paid' OR new.status = 'delivered')) THEN new.total_paise ELSE 0 END), 1 * (new.payment_status = 'paid'), 1 * (new.status = 'pending'))
  ON CONFLICT (day, city_id, payment_method) DO UPDATE SET orders = orders + excluded.orders,
    revenue_orders = revenue_orders + excluded.revenue_orders, revenue_paise = revenue_paise + excluded.revenue_paise,
    paid_orders = paid_orders + excluded.paid_orders, pending_orders = pending_orders + excluded.pending_orders;
  INSERT INTO sales_monthly_products (month, city_id, product_key, product_id, product_name, unit, category_id, quantity, revenue_paise, lines)
  SELECT strftime('%Y-%m', (new.created_at + 19800000) / 1000, 'unixepoch'), coalesce(new.city_id, ''), coalesce(l.product_id, l.product_name || '|' || l.unit), l.product_id, l.product_name, l.unit, l.category_id,
         1 * l.quantity, 1 * l.line_total_paise, 1
  FROM order_items l WHERE l.order_id = new.id AND (new.status <> 'cancelled' AND new.payment_status <> 'refunded' AND (new.payment_status = 'paid' OR new.status = 'delivered'))
  ON CONFLICT (month, city_id, product_key) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, lines = lines + excluded.lines,
    product_name = excluded.product_name, unit = excluded.unit;
  INSERT INTO sales_monthly_categories (month, city_id, category_id, orders)
  SELECT strftime('%Y-%m', (new.created_at + 19800000) / 1000, 'unixepoch'), coalesce(new.city_id, ''), l.category_id, 1 FROM order_items l WHERE l.order_id = new.id AND (new.status <> 'cancelled' AND new.payment_status <> 'refunded' AND (new.payment_status = 'paid' OR new.status = 'delivered')) GROUP BY l.category_id
  ON CONFLICT (month, city_id, category_id) DO UPDATE SET orders = orders + excluded.orders;
END;
--> statement-breakpoint
DROP TRIGGER `orders_sales_au`;
--> statement-breakpoint
CREATE TRIGGER `orders_sales_au` AFTER UPDATE OF status, payment_status, total_paise, city_id, payment_method, credit_due_at, created_at ON `orders` BEGIN
  INSERT INTO sales_daily (day, city_id, payment_method, orders, revenue_orders, revenue_paise, paid_orders, pending_orders)
  VALUES (date((old.created_at + 19800000) / 1000, 'unixepoch'), coalesce(old.city_id, ''), CASE WHEN old.credit_due_at IS NULL THEN old.payment_method ELSE 'CREDIT' END, -1, -1 * (old.status <> 'cancelled' AND old.payment_status <> 'refunded' AND (old.payment_status = 'paid' OR old.status = 'delivered')),
          -1 * (CASE WHEN (old.status <> 'cancelled' AND old.payment_status <> 'refunded' AND (old.payment_status = 'paid' OR old.status = 'delivered')) THEN old.total_paise ELSE 0 END), -1 * (old.payment_status = 'paid'), -1 * (old.status = 'pending'))
  ON CONFLICT (day, city_id, payment_method) DO UPDATE SET orders = orders + excluded.orders,
    revenue_orders = revenue_orders + excluded.revenue_orders, revenue_paise = revenue_paise + excluded.revenue_paise,
    paid_orders = paid_orders + excluded.paid_orders, pending_orders = pending_orders + excluded.pending_orders;
  INSERT INTO sales_daily (day, city_id, payment_method, orders, revenue_orders, revenue_paise, paid_orders, pending_orders)
  VALUES (date((new.created_at + 19800000) / 1000, 'unixepoch'), coalesce(new.city_id, ''), CASE WHEN new.credit_due_at IS NULL THEN new.payment_method ELSE 'CREDIT' END, 1, 1 * (new.status <> 'cancelled' AND new.payment_status <> 'refunded' AND (new.payment_status = 'paid' OR new.status = 'delivered')),
          1 * (CASE WHEN (new.status <> 'cancelled' AND new.payment_status <> 'refunded' AND (new.payment_status = 'paid' OR new.status = 'delivered')) THEN new.total_paise ELSE 0 END), 1 * (new.payment_status = 'paid'), 1 * (new.status = 'pending'))
  ON CONFLICT (day, city_id, payment_method) DO UPDATE SET orders = orders + excluded.orders,
    revenue_orders = revenue_orders + excluded.revenue_orders, revenue_paise = revenue_paise + excluded.revenue_paise,
    paid_orders = paid_orders + excluded.paid_orders, pending_orders = pending_orders + excluded.pending_orders;
END;
--> statement-breakpoint
DROP TRIGGER `orders_sales_bd`;
--> statement-breakpoint
CREATE TRIGGER `orders_sales_bd` BEFORE DELETE ON `orders` BEGIN
  INSERT INTO sales_daily (day, city_id, payment_method, orders, revenue_orders, revenue_paise, paid_orders, pending_orders)
  VALUES (date((old.created_at + 19800000) / 1000, 'unixepoch'), coalesce(old.city_id, ''), CASE WHEN old.credit_due_at IS NULL THEN old.payment_method ELSE 'CREDIT' END, -1, -1 * (old.status <> 'cancelled' AND old.payment_status <> 'refunded' AND (old.payment_status = 'paid' OR old.status = 'delivered')),
          -1 * (CASE WHEN (old.status <> 'cancelled' AND old.payment_status <> 'refunded' AND (old.payment_status = 'paid' OR old.status = 'delivered')) THEN old.total_paise ELSE 0 END), -1 * (old.payment_status = 'paid'), -1 * (old.status = 'pending'))
  ON CONFLICT (day, city_id, payment_method) DO UPDATE SET orders = orders + excluded.orders,
    revenue_orders = revenue_orders + excluded.revenue_orders, revenue_paise = revenue_paise + excluded.revenue_paise,
    paid_orders = paid_orders + excluded.paid_orders, pending_orders = pending_orders + excluded.pending_orders;
  INSERT INTO sales_monthly_products (month, city_id, product_key, product_id, product_name, unit, category_id, quantity, revenue_paise, lines)
  SELECT strftime('%Y-%m', (old.created_at + 19800000) / 1000, 'unixepoch'), coalesce(old.city_id, ''), coalesce(l.product_id, l.product_name || '|' || l.unit), l.product_id, l.product_name, l.unit, l.category_id,
         -1 * l.quantity, -1 * l.line_total_paise, -1
  FROM order_items l WHERE l.order_id = old.id AND (old.status <> 'cancelled' AND old.payment_status <> 'refunded' AND (old.payment_status = 'paid' OR old.status = 'delivered'))
  ON CONFLICT (month, city_id, product_key) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, lines = lines + excluded.lines,
    product_name = excluded.product_name, unit = excluded.unit;
  INSERT INTO sales_monthly_categories (month, city_id, category_id, orders)
  SELECT strftime('%Y-%m', (old.created_at + 19800000) / 1000, 'unixepoch'), coalesce(old.city_id, ''), l.category_id, -1 FROM order_items l WHERE l.order_id = old.id AND (old.status <> 'cancelled' AND old.payment_status <> 'refunded' AND (old.payment_status = 'paid' OR old.status = 'delivered')) GROUP BY l.category_id
  ON CONFLICT (month, city_id, category_id) DO UPDATE SET orders = orders + excluded.orders;
END;
--> statement-breakpoint
DELETE FROM sales_daily;
--> statement-breakpoint
INSERT INTO sales_daily (day, city_id, payment_method, orders, revenue_orders, revenue_paise, paid_orders, pending_orders)
SELECT date((o.created_at + 19800000) / 1000, 'unixepoch'), coalesce(o.city_id, ''), CASE WHEN o.credit_due_at IS NULL THEN o.payment_method ELSE 'CREDIT' END, count(*), sum((o.status <> 'cancelled' AND o.payment_status <> 'refunded' AND (o.payment_status = 'paid' OR o.status = 'delivered'))),
       sum(CASE WHEN (o.status <> 'cancelled' AND o.payment_status <> 'refunded' AND (o.payment_status = 'paid' OR o.status = 'delivered')) THEN o.total_paise ELSE 0 END), sum(o.payment_status = 'paid'), sum(o.status = 'pending')
FROM orders o GROUP BY 1, 2, 3;
