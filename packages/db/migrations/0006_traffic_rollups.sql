CREATE TABLE `traffic_daily` (
	`day` text NOT NULL,
	`city_id` text NOT NULL,
	`dimension` text NOT NULL,
	`value` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`seconds` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `city_id`, `dimension`, `value`)
);
--> statement-breakpoint
CREATE INDEX `traffic_daily_dimension_idx` ON `traffic_daily` (`dimension`,`value`,`day`,`city_id`,`views`);--> statement-breakpoint
CREATE TABLE `traffic_daily_sessions` (
	`day` text NOT NULL,
	`city_id` text NOT NULL,
	`session_id` text NOT NULL,
	`visitor` text NOT NULL,
	PRIMARY KEY(`day`, `city_id`, `session_id`)
);
--> statement-breakpoint
CREATE INDEX `traffic_daily_sessions_session_idx` ON `traffic_daily_sessions` (`session_id`,`day`,`city_id`);--> statement-breakpoint
CREATE INDEX `traffic_daily_sessions_visitor_idx` ON `traffic_daily_sessions` (`visitor`,`day`,`city_id`);--> statement-breakpoint
-- The visitor's city when the view arrived; '' for anonymous visitors and users without a city.
CREATE TRIGGER `page_views_traffic_ai` AFTER INSERT ON `page_views` WHEN new.is_bot = 0 BEGIN
  INSERT INTO traffic_daily (day, city_id, dimension, value, views, seconds)
  VALUES (date((new.created_at + 19800000) / 1000, 'unixepoch'), coalesce((SELECT city_id FROM users WHERE id = new.user_id), ''),
          'total', '', new.kind = 'view', new.time_spent)
  ON CONFLICT (day, city_id, dimension, value) DO UPDATE SET views = views + excluded.views, seconds = seconds + excluded.seconds;
  INSERT INTO traffic_daily (day, city_id, dimension, value, views, seconds)
  SELECT date((new.created_at + 19800000) / 1000, 'unixepoch'), coalesce((SELECT city_id FROM users WHERE id = new.user_id), ''), d.dimension, d.value, 1, 0
  FROM (SELECT 'page' AS dimension, new.page_url AS value UNION ALL SELECT 'browser', new.browser
        UNION ALL SELECT 'device', new.device_type UNION ALL SELECT 'referrer', new.referrer) d
  WHERE new.kind = 'view'
  ON CONFLICT (day, city_id, dimension, value) DO UPDATE SET views = views + 1;
  INSERT OR IGNORE INTO traffic_daily_sessions (day, city_id, session_id, visitor)
  SELECT date((new.created_at + 19800000) / 1000, 'unixepoch'), coalesce((SELECT city_id FROM users WHERE id = new.user_id), ''),
         new.session_id, coalesce(nullif(new.user_id, ''), new.session_id)
  WHERE new.kind = 'view';
END;
--> statement-breakpoint
-- Backfill from the page views already stored.
INSERT INTO traffic_daily (day, city_id, dimension, value, views, seconds)
SELECT date((v.created_at + 19800000) / 1000, 'unixepoch'), coalesce(u.city_id, ''), 'total', '', sum(v.kind = 'view'), sum(v.time_spent)
FROM page_views v LEFT JOIN users u ON u.id = v.user_id WHERE v.is_bot = 0 GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO traffic_daily (day, city_id, dimension, value, views, seconds)
SELECT day, city_id, dimension, value, count(*), 0 FROM (
  SELECT date((v.created_at + 19800000) / 1000, 'unixepoch') AS day, coalesce(u.city_id, '') AS city_id, d.dimension,
         CASE d.dimension WHEN 'page' THEN v.page_url WHEN 'browser' THEN v.browser WHEN 'device' THEN v.device_type ELSE v.referrer END AS value
  FROM page_views v LEFT JOIN users u ON u.id = v.user_id
  JOIN (SELECT 'page' AS dimension UNION ALL SELECT 'browser' UNION ALL SELECT 'device' UNION ALL SELECT 'referrer') d
  WHERE v.is_bot = 0 AND v.kind = 'view')
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT OR IGNORE INTO traffic_daily_sessions (day, city_id, session_id, visitor)
SELECT date((v.created_at + 19800000) / 1000, 'unixepoch'), coalesce(u.city_id, ''), v.session_id, coalesce(nullif(v.user_id, ''), v.session_id)
FROM page_views v LEFT JOIN users u ON u.id = v.user_id WHERE v.is_bot = 0 AND v.kind = 'view';
