CREATE TABLE `sales_products` (
	`city_id` text NOT NULL,
	`product_key` text NOT NULL,
	`product_id` text,
	`product_name` text NOT NULL,
	`unit` text NOT NULL,
	`category_id` text NOT NULL,
	`quantity` integer DEFAULT 0 NOT NULL,
	`revenue_paise` integer DEFAULT 0 NOT NULL,
	`lines` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`city_id`, `product_key`)
);
--> statement-breakpoint
CREATE INDEX `sales_products_top_idx` ON `sales_products` (`city_id`,`revenue_paise`);--> statement-breakpoint
-- Backfill from the monthly rollup; the triggers below keep it equal to the sum of the months.
INSERT INTO sales_products (city_id, product_key, product_id, product_name, unit, category_id, quantity, revenue_paise, lines)
SELECT city_id, product_key, max(product_id), max(product_name), max(unit), max(category_id), sum(quantity), sum(revenue_paise), sum(lines)
FROM sales_monthly_products GROUP BY city_id, product_key;
--> statement-breakpoint
INSERT INTO sales_products (city_id, product_key, product_id, product_name, unit, category_id, quantity, revenue_paise, lines)
SELECT '*', product_key, max(product_id), max(product_name), max(unit), max(category_id), sum(quantity), sum(revenue_paise), sum(lines)
FROM sales_monthly_products GROUP BY product_key;
--> statement-breakpoint
CREATE TRIGGER `sales_monthly_products_ai` AFTER INSERT ON `sales_monthly_products` BEGIN
  INSERT INTO sales_products (city_id, product_key, product_id, product_name, unit, category_id, quantity, revenue_paise, lines)
  VALUES (new.city_id, new.product_key, new.product_id, new.product_name, new.unit, new.category_id, new.quantity, new.revenue_paise, new.lines),
         ('*', new.product_key, new.product_id, new.product_name, new.unit, new.category_id, new.quantity, new.revenue_paise, new.lines)
  ON CONFLICT (city_id, product_key) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, lines = lines + excluded.lines,
    product_name = max(product_name, excluded.product_name), unit = max(unit, excluded.unit),
    category_id = max(category_id, excluded.category_id);
END;
--> statement-breakpoint
CREATE TRIGGER `sales_monthly_products_au` AFTER UPDATE ON `sales_monthly_products` BEGIN
  UPDATE sales_products SET quantity = quantity - old.quantity, revenue_paise = revenue_paise - old.revenue_paise, lines = lines - old.lines
  WHERE product_key = old.product_key AND city_id IN (old.city_id, '*');
  INSERT INTO sales_products (city_id, product_key, product_id, product_name, unit, category_id, quantity, revenue_paise, lines)
  VALUES (new.city_id, new.product_key, new.product_id, new.product_name, new.unit, new.category_id, new.quantity, new.revenue_paise, new.lines),
         ('*', new.product_key, new.product_id, new.product_name, new.unit, new.category_id, new.quantity, new.revenue_paise, new.lines)
  ON CONFLICT (city_id, product_key) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, lines = lines + excluded.lines,
    product_name = max(product_name, excluded.product_name), unit = max(unit, excluded.unit),
    category_id = max(category_id, excluded.category_id);
END;
--> statement-breakpoint
CREATE TRIGGER `sales_monthly_products_ad` AFTER DELETE ON `sales_monthly_products` BEGIN
  UPDATE sales_products SET quantity = quantity - old.quantity, revenue_paise = revenue_paise - old.revenue_paise, lines = lines - old.lines
  WHERE product_key = old.product_key AND city_id IN (old.city_id, '*');
END;
