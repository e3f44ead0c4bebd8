ALTER TABLE "users" ADD COLUMN "viewer_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand (docs/decisions/0085): whatever the API keeps per member is keyed by users.viewer_version, which
-- these triggers raise on every change of what it is built from, and each change is announced on the channel
-- sift_viewer (payload: the user id) for a process that keeps member state without asking the database each time.
CREATE FUNCTION sift_viewer_changed(changed_user integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changed_user IS NULL THEN
    RETURN;
  END IF;
  UPDATE users SET viewer_version = viewer_version + 1 WHERE id = changed_user;
  PERFORM pg_notify('sift_viewer', changed_user::text);
END
$$;
--> statement-breakpoint
CREATE FUNCTION sift_viewer_row_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM sift_viewer_changed(OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM sift_viewer_changed(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION sift_viewer_row_of_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM sift_viewer_changed((SELECT user_id FROM profiles WHERE id = OLD.profile_id));
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.profile_id IS DISTINCT FROM OLD.profile_id) THEN
    PERFORM sift_viewer_changed((SELECT user_id FROM profiles WHERE id = NEW.profile_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The user row itself: its e-mail and staff flag are part of who a token belongs to.
CREATE FUNCTION sift_viewer_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email IS DISTINCT FROM OLD.email OR NEW.is_staff IS DISTINCT FROM OLD.is_staff THEN
    NEW.viewer_version := OLD.viewer_version + 1;
    PERFORM pg_notify('sift_viewer', NEW.id::text);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_viewer_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION sift_viewer_user_changed();
--> statement-breakpoint
-- A token's last use is written once a minute and changes nothing a cache keeps: only the other columns count.
CREATE TRIGGER auth_tokens_viewer_version AFTER INSERT OR DELETE OR UPDATE OF digest, user_id, impersonator_id, created_at ON auth_tokens FOR EACH ROW EXECUTE FUNCTION sift_viewer_row_of_user();
--> statement-breakpoint
CREATE TRIGGER profiles_viewer_version AFTER INSERT OR UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION sift_viewer_row_of_user();
--> statement-breakpoint
CREATE TRIGGER subscriptions_viewer_version AFTER INSERT OR UPDATE OR DELETE ON subscriptions FOR EACH ROW EXECUTE FUNCTION sift_viewer_row_of_user();
--> statement-breakpoint
CREATE TRIGGER work_requests_viewer_version AFTER INSERT OR UPDATE OR DELETE ON work_requests FOR EACH ROW EXECUTE FUNCTION sift_viewer_row_of_user();
--> statement-breakpoint
CREATE TRIGGER watchlist_items_viewer_version AFTER INSERT OR UPDATE OR DELETE ON watchlist_items FOR EACH ROW EXECUTE FUNCTION sift_viewer_row_of_profile();
--> statement-breakpoint
CREATE TRIGGER hidden_works_viewer_version AFTER INSERT OR UPDATE OR DELETE ON hidden_works FOR EACH ROW EXECUTE FUNCTION sift_viewer_row_of_profile();
