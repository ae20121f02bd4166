CREATE TABLE `order_versions` (
	`account_id` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `orders_versions_ai` AFTER INSERT ON `orders` BEGIN INSERT INTO order_versions (account_id, version) SELECT NEW.customer_id, 1 WHERE NEW.customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `orders_versions_au` AFTER UPDATE ON `orders` BEGIN INSERT INTO order_versions (account_id, version) SELECT NEW.customer_id, 1 WHERE NEW.customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; INSERT INTO order_versions (account_id, version) SELECT supplier_id, 1 FROM order_parts WHERE order_id = NEW.id AND supplier_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `orders_versions_ad` AFTER DELETE ON `orders` BEGIN INSERT INTO order_versions (account_id, version) SELECT OLD.customer_id, 1 WHERE OLD.customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `order_items_versions_ai` AFTER INSERT ON `order_items` BEGIN INSERT INTO order_versions (account_id, version) SELECT customer_id, 1 FROM orders WHERE id = NEW.order_id AND customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; INSERT INTO order_versions (account_id, version) SELECT NEW.supplier_id, 1 WHERE NEW.supplier_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `order_items_versions_au` AFTER UPDATE ON `order_items` BEGIN INSERT INTO order_versions (account_id, version) SELECT customer_id, 1 FROM orders WHERE id = NEW.order_id AND customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; INSERT INTO order_versions (account_id, version) SELECT NEW.supplier_id, 1 WHERE NEW.supplier_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `order_items_versions_ad` AFTER DELETE ON `order_items` BEGIN INSERT INTO order_versions (account_id, version) SELECT customer_id, 1 FROM orders WHERE id = OLD.order_id AND customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; INSERT INTO order_versions (account_id, version) SELECT OLD.supplier_id, 1 WHERE OLD.supplier_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `order_parts_versions_ai` AFTER INSERT ON `order_parts` BEGIN INSERT INTO order_versions (account_id, version) SELECT customer_id, 1 FROM orders WHERE id = NEW.order_id AND customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; INSERT INTO order_versions (account_id, version) SELECT NEW.supplier_id, 1 WHERE NEW.supplier_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `order_parts_versions_au` AFTER UPDATE ON `order_parts` BEGIN INSERT INTO order_versions (account_id, version) SELECT customer_id, 1 FROM orders WHERE id = NEW.order_id AND customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; INSERT INTO order_versions (account_id, version) SELECT NEW.supplier_id, 1 WHERE NEW.supplier_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `order_parts_versions_ad` AFTER DELETE ON `order_parts` BEGIN INSERT INTO order_versions (account_id, version) SELECT customer_id, 1 FROM orders WHERE id = OLD.order_id AND customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; INSERT INTO order_versions (account_id, version) SELECT OLD.supplier_id, 1 WHERE OLD.supplier_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `line_substitutions_versions_ai` AFTER INSERT ON `line_substitutions` BEGIN INSERT INTO order_versions (account_id, version) SELECT customer_id, 1 FROM orders WHERE id = NEW.order_id AND customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; INSERT INTO order_versions (account_id, version) SELECT NEW.supplier_id, 1 WHERE NEW.supplier_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `line_substitutions_versions_au` AFTER UPDATE ON `line_substitutions` BEGIN INSERT INTO order_versions (account_id, version) SELECT customer_id, 1 FROM orders WHERE id = NEW.order_id AND customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; INSERT INTO order_versions (account_id, version) SELECT NEW.supplier_id, 1 WHERE NEW.supplier_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `line_substitutions_versions_ad` AFTER DELETE ON `line_substitutions` BEGIN INSERT INTO order_versions (account_id, version) SELECT customer_id, 1 FROM orders WHERE id = OLD.order_id AND customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; INSERT INTO order_versions (account_id, version) SELECT OLD.supplier_id, 1 WHERE OLD.supplier_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `delivery_assignments_versions_ai` AFTER INSERT ON `delivery_assignments` BEGIN INSERT INTO order_versions (account_id, version) SELECT customer_id, 1 FROM orders WHERE id = NEW.order_id AND customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; INSERT INTO order_versions (account_id, version) SELECT supplier_id, 1 FROM order_parts WHERE order_id = NEW.order_id AND supplier_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `delivery_assignments_versions_au` AFTER UPDATE ON `delivery_assignments` BEGIN INSERT INTO order_versions (account_id, version) SELECT customer_id, 1 FROM orders WHERE id = NEW.order_id AND customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; INSERT INTO order_versions (account_id, version) SELECT supplier_id, 1 FROM order_parts WHERE order_id = NEW.order_id AND supplier_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `delivery_assignments_versions_ad` AFTER DELETE ON `delivery_assignments` BEGIN INSERT INTO order_versions (account_id, version) SELECT customer_id, 1 FROM orders WHERE id = OLD.order_id AND customer_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; INSERT INTO order_versions (account_id, version) SELECT supplier_id, 1 FROM order_parts WHERE order_id = OLD.order_id AND supplier_id IS NOT NULL ON CONFLICT (account_id) DO UPDATE SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `outlets_catalog_ai` AFTER INSERT ON `outlets` BEGIN UPDATE catalog_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `outlets_catalog_au` AFTER UPDATE ON `outlets` BEGIN UPDATE catalog_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `outlets_catalog_ad` AFTER DELETE ON `outlets` BEGIN UPDATE catalog_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `users_username_catalog_au` AFTER UPDATE OF username ON `users` BEGIN UPDATE catalog_version SET version = version + 1; END;
