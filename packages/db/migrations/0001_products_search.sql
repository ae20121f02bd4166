-- Full-text search over live product names and brands: prefix and word matches, case and diacritics folded.
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  name, brand,
  content='products', content_rowid='rowid',
  tokenize="unicode61 remove_diacritics 2", prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `products_fts_ai` AFTER INSERT ON `products` BEGIN
  INSERT INTO products_fts(rowid, name, brand) VALUES (new.rowid, new.name, new.brand);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_ad` AFTER DELETE ON `products` BEGIN
  INSERT INTO products_fts(products_fts, rowid, name, brand) VALUES ('delete', old.rowid, old.name, old.brand);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_au` AFTER UPDATE OF name, brand ON `products` BEGIN
  INSERT INTO products_fts(products_fts, rowid, name, brand) VALUES ('delete', old.rowid, old.name, old.brand);
  INSERT INTO products_fts(rowid, name, brand) VALUES (new.rowid, new.name, new.brand);
END;
