CREATE TABLE `sales_categories` (
	`city_id` text NOT NULL,
	`category_id` text NOT NULL,
	`quantity` integer DEFAULT 0 NOT NULL,
	`revenue_paise` integer DEFAULT 0 NOT NULL,
	`products` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`city_id`, `category_id`)
);
--> statement-breakpoint
INSERT INTO sales_categories (city_id, category_id, quantity, revenue_paise, products)
SELECT city_id, category_id, sum(quantity), sum(revenue_paise), sum(lines > 0) FROM sales_products GROUP BY city_id, category_id;
--> statement-breakpoint
CREATE TRIGGER `sales_products_categories_ai` AFTER INSERT ON `sales_products` BEGIN
  INSERT INTO sales_categories (city_id, category_id, quantity, revenue_paise, products)
  VALUES (new.city_id, new.category_id, new.quantity, new.revenue_paise, new.lines > 0)
  ON CONFLICT (city_id, category_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, products = products + excluded.products;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_products_categories_au` AFTER UPDATE ON `sales_products` BEGIN
  UPDATE sales_categories SET quantity = quantity - old.quantity, revenue_paise = revenue_paise - old.revenue_paise,
    products = products - (old.lines > 0)
  WHERE city_id = old.city_id AND category_id = old.category_id;
  INSERT INTO sales_categories (city_id, category_id, quantity, revenue_paise, products)
  VALUES (new.city_id, new.category_id, new.quantity, new.revenue_paise, new.lines > 0)
  ON CONFLICT (city_id, category_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue_paise = revenue_paise + excluded.revenue_paise, products = products + excluded.products;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_products_categories_ad` AFTER DELETE ON `sales_products` BEGIN
  UPDATE sales_categories SET quantity = quantity - old.quantity, revenue_paise = revenue_paise - old.revenue_paise,
    products = products - (old.lines > 0)
  WHERE city_id = old.city_id AND category_id = old.category_id;
END;
