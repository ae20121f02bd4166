CREATE TABLE `sales_daily` (
	`day` text NOT NULL,
	`city_id` text NOT NULL,
	`payment_method` text NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`revenue_orders` integer DEFAULT 0 NOT NULL,
	`revenue_paise` integer DEFAULT 0 NOT NULL,
	`paid_orders` integer DEFAULT 0 NOT NULL,
	`pending_orders` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `city_id`, `payment_method`)
);
--> statement-breakpoint
CREATE TABLE `sales_monthly_categories` (
	`month` text NOT NULL,
	`city_id` text NOT NULL,
	`category_id` text NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`month`, `city_id`, `category_id`)
);
--> statement-breakpoint
CREATE TABLE `sales_monthly_products` (
	`month` text NOT NULL,
	`city_id` text NOT NULL,
	`product_key` text NOT NULL,
	`product_id` text,
	`product_name` text NOT NULL,
	`unit` text NOT NULL,
	`category_id` text NOT NULL,
	`quantity` integer DEFAULT 0 NOT NULL,
	`revenue_paise` integer DEFAULT 0 NOT NULL,
	`lines` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`month`, `city_id`, `product_key`)
);
--> statement-breakpoint
CREATE INDEX `orders_customer_spend_idx` ON `orders` (`customer_id`,`status`,`payment_status`,`total_paise`);
--> statement-breakpoint
-- Backfill the rollups from the orders already stored; triggers keep them exact from here on.
INSERT INTO sales_daily (day, city_id, payment_method, orders, revenue_orders, revenue_paise, paid_orders, pending_orders)
SELECT date((o.created_at + 19800000) / 1000, 'unixepoch'), coalesce(o.city_id, ''), o.payment_method, count(*), sum((o.status <> 'cancelled' AND o.payment_status <> 'refunded' AND (o.payment_status = 'paid' OR o.status = 'delivered'))),
       sum(CASE WHEN (o.status <> 'cancelled' AND o.payment_status <> 'refunded' AND (o.payment_status = 'paid' OR o.status = 'delivered')) THEN o.total_paise ELSE 0 END), sum(o.payment_status = 'paid'), sum(o.status = 'pending')
FROM orders o GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO sales_monthly_products (month, city_id, product_key, product_id, product_name, unit, category_id, quantity, revenue_paise, lines)
SELECT strftime('%Y-%m', (o.created_at + 19800000) / 1000, 'unixepoch'), coalesce(o.city_id, ''), coalesce(l.product_id, l.product_name || '|' || l.unit), max(l.product_id), max(l.product_name), max(l.unit), max(l.category_id),
       sum(l.quantity), sum(l.line_total_paise), count(*)
FROM order_items l JOIN orders o ON o.id = l.order_id WHERE (o.status <> 'cancelled' AND o.payment_status <> 'refunded' AND (o.payment_status = 'paid' OR o.status = 'delivered')) GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO sales_monthly_categories (month, city_id, category_id, orders)
SELECT strftime('%Y-%m', (o.created_at + 19800000) / 1000, 'unixepoch'), coalesce(o.city_id, ''), l.category_id, count(DISTINCT o.id)
FROM order_items l JOIN orders o ON o.id = l.order_id WHERE (o.status <> 'cancelled' AND o.payment_status <> 'refunded' AND (o.payment_status = 'paid' OR o.status = 'delivered')) GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER `orders_sales_ai` AFTER INSERT ON `orders` BEGIN
  INSERT INTO sales_daily (day, city_id, payment_method, orders, revenue_orders, revenue_paise, paid_orders, pending_orders)
  VALUES (date((new.created_at + 19800000) / 1000, 'unixepoch'), coalesce(new.city_id, ''), new.payment_method, 1, 1 * (new.status <> 'cancelled' AND new.payment_status <> 'refunded' AND (new.payment_status = 'paid' OR new.status = 'delivered')),
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
CREATE TRIGGER `orders_sales_au` AFTER UPDATE OF status, payment_status, total_paise, city_id, payment_method, created_at ON `orders` BEGIN
  INSERT INTO sales_daily (day, city_id, payment_method, orders, revenue_orders, revenue_paise, paid_orders, pending_orders)
  VALUES (date((old.created_at + 19800000) / 1000, 'unixepoch'), coalesce(old.city_id, ''), old.payment_method, -1, -1 * (old.status <> 'cancelled' AND old.payment_status <> 'refunded' AND (old.payment_status = 'paid' OR old.status = 'delivered')),
          -1 * (CASE WHEN (old.status <> 'cancelled' AND old.payment_status <> 'refunded' AND (old.payment_status = 'paid' OR old.status = 'delivered')) THEN old.total_paise ELSE 0 END), -1 * (old.payment_status = 'paid'), -1 * (old.status = 'pending'))
  ON CONFLICT (day, city_id, payment_method) DO UPDATE SET orders = orders + excluded.orders,
    revenue_orders = revenue_orders + excluded.revenue_orders, revenue_paise = revenue_paise + excluded.revenue_paise,
    paid_orders = paid_orders + excluded.paid_orders, pending_orders = pending_orders + excluded.pending_orders;
  INSERT INTO sales_daily (day, city_id, payment_method, orders, revenue_orders, revenue_paise, paid_orders, pending_orders)
  VALUES (date((new.created_at + 19800000) / 1000, 'unixepoch'), coalesce(new.city_id, ''), new.payment_method, 1, 1 * (new.status <> 'cancelled' AND new.payment_status <> 'refunded' AND (new.payment_status = 'paid' OR new.status = 'delivered')),
          1 * (CASE WHEN (new.status <> 'cancelled' AND new.payment_status <> 'refunded' AND (new.payment_status = 'paid' OR new.status = 'delivered')) THEN new.total_paise ELSE 0 END), 1 * (new.payment_status = 'paid'), 1 * (new.status = 'pending'))
  ON CONFLICT (day, city_id, payment_method) DO UPDATE SET orders = orders + excluded.orders,
    revenue_orders = revenue_orders + excluded.revenue_orders, revenue_paise = revenue_paise + excluded.revenue_paise,
    paid_orders = paid_orders + excluded.paid_orders, pending_orders = pending_orders + excluded.pending_orders;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_sales_lines_au` AFTER UPDATE OF status, payment_status, city_id, created_at ON `orders`
WHEN (old.status <> 'cancelled' AND old.payment_status <> 'refunded' AND (old.payment_status = 'paid' OR old.status = 'delivered')) <> (new.status <> 'cancelled' AND new.payment_status <> 'refunded' AND (new.payment_status = 'paid' OR new.status = 'delivered')) OR old.city_id IS NOT new.city_id OR old.created_at <> new.created_at BEGIN
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
CREATE TRIGGER `orders_sales_bd` BEFORE DELETE ON `orders` BEGIN
  INSERT INTO sales_daily (day, city_id, payment_method, orders, revenue_orders, revenue_paise, paid_orders, pending_orders)
  VALUES (date((old.created_at + 19800000) / 1000, 'unixepoch'), coalesce(old.city_id, ''), old.payment_method, -1, -1 * (old.status <> 'cancelled' AND old.payment_status <> 'refunded' AND (old.payment_status = 'paid' OR old.status = 'delivered')),
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
CREATE TRIGGER `order_items_sales_ai` AFTER INSERT ON `order_items` BEGIN
  INSERT INTO sales_monthly_products (month, city_id, product_key, product_id, product_name, unit, category_id, quantity, revenue_paise, lines)
  SELECT strftime('%Y-%m', (o.created_at + 19800000) / 1000, 'unixepoch'), coalesce(o.city_id, ''), coalesce(new.product_id, new.product_name || '|' || new.unit), new.product_id, new.product_name, new.unit, new.category_id,
         1 * new.quantity, 1 * new.line_total_paise, 1
  FROM orders o WHERE o.id = new.order_id AND (o.status <> 'cancelled' AND o.payment_status <> 'refunded' AND (o.payment_status = 'paid' OR o.status = 'delivered'))
  ON CONFLICT (month, city_id, product_key) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, lines = lines + excluded.lines,
    product_name = excluded.product_name, unit = excluded.unit;
  INSERT INTO sales_monthly_categories (month, city_id, category_id, orders)
  SELECT strftime('%Y-%m', (o.created_at + 19800000) / 1000, 'unixepoch'), coalesce(o.city_id, ''), new.category_id, 1 FROM orders o
  WHERE o.id = new.order_id AND (o.status <> 'cancelled' AND o.payment_status <> 'refunded' AND (o.payment_status = 'paid' OR o.status = 'delivered'))
    AND NOT EXISTS (SELECT 1 FROM order_items x WHERE x.order_id = new.order_id AND x.category_id = new.category_id AND x.id <> new.id)
  ON CONFLICT (month, city_id, category_id) DO UPDATE SET orders = orders + excluded.orders;
END;
--> statement-breakpoint
CREATE TRIGGER `order_items_sales_ad` AFTER DELETE ON `order_items` BEGIN
  INSERT INTO sales_monthly_products (month, city_id, product_key, product_id, product_name, unit, category_id, quantity, revenue_paise, lines)
  SELECT strftime('%Y-%m', (o.created_at + 19800000) / 1000, 'unixepoch'), coalesce(o.city_id, ''), coalesce(old.product_id, old.product_name || '|' || old.unit), old.product_id, old.product_name, old.unit, old.category_id,
         -1 * old.quantity, -1 * old.line_total_paise, -1
  FROM orders o WHERE o.id = old.order_id AND (o.status <> 'cancelled' AND o.payment_status <> 'refunded' AND (o.payment_status = 'paid' OR o.status = 'delivered'))
  ON CONFLICT (month, city_id, product_key) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, lines = lines + excluded.lines,
    product_name = excluded.product_name, unit = excluded.unit;
  INSERT INTO sales_monthly_categories (month, city_id, category_id, orders)
  SELECT strftime('%Y-%m', (o.created_at + 19800000) / 1000, 'unixepoch'), coalesce(o.city_id, ''), old.category_id, -1 FROM orders o
  WHERE o.id = old.order_id AND (o.status <> 'cancelled' AND o.payment_status <> 'refunded' AND (o.payment_status = 'paid' OR o.status = 'delivered'))
    AND NOT EXISTS (SELECT 1 FROM order_items x WHERE x.order_id = old.order_id AND x.category_id = old.category_id AND x.id <> old.id)
  ON CONFLICT (month, city_id, category_id) DO UPDATE SET orders = orders + excluded.orders;
END;
--> statement-breakpoint
CREATE TRIGGER `order_items_sales_au` AFTER UPDATE OF product_id, product_name, unit, quantity, line_total_paise ON `order_items` BEGIN
  INSERT INTO sales_monthly_products (month, city_id, product_key, product_id, product_name, unit, category_id, quantity, revenue_paise, lines)
  SELECT strftime('%Y-%m', (o.created_at + 19800000) / 1000, 'unixepoch'), coalesce(o.city_id, ''), coalesce(old.product_id, old.product_name || '|' || old.unit), old.product_id, old.product_name, old.unit, old.category_id,
         -1 * old.quantity, -1 * old.line_total_paise, -1
  FROM orders o WHERE o.id = old.order_id AND (o.status <> 'cancelled' AND o.payment_status <> 'refunded' AND (o.payment_status = 'paid' OR o.status = 'delivered'))
  ON CONFLICT (month, city_id, product_key) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, lines = lines + excluded.lines,
    product_name = excluded.product_name, unit = excluded.unit;
  INSERT INTO sales_monthly_products (month, city_id, product_key, product_id, product_name, unit, category_id, quantity, revenue_paise, lines)
  SELECT strftime('%Y-%m', (o.created_at + 19800000) / 1000, 'unixepoch'), coalesce(o.city_id, ''), coalesce(new.product_id, new.product_name || '|' || new.unit), new.product_id, new.product_name, new.unit, new.category_id,
         1 * new.quantity, 1 * new.line_total_paise, 1
  FROM orders o WHERE o.id = new.order_id AND (o.status <> 'cancelled' AND o.payment_status <> 'refunded' AND (o.payment_status = 'paid' OR o.status = 'delivered'))
  ON CONFLICT (month, city_id, product_key) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, lines = lines + excluded.lines,
    product_name = excluded.product_name, unit = excluded.unit;
END;
