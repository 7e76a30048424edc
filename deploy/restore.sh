#!/bin/sh
# Restores a backup of deploy/backup.sh into an EMPTY database and a media folder.
#
#   createdb -h db -U postgres sahyog_restored
#   DATABASE_URL=postgres://postgres@db/sahyog_restored DATA_DIR=/srv/sahyog-restored \
#     deploy/restore.sh /var/backups/sahyog/20261126T093000Z
#
# Then start the app on them (it migrates a restored older schema forward). Refuses a database
# that already has tables: restoring over a live site is a decision, not a default.
set -eu

src="${1:?the backup folder (…/20261126T093000Z)}"
: "${DATABASE_URL:?DATABASE_URL is the empty database to restore into}"
: "${DATA_DIR:?DATA_DIR is where media/ is restored}"

(cd "$src" && sha256sum --check --quiet SHA256SUMS)

tables="$(psql --no-psqlrc --tuples-only --no-align --dbname="$DATABASE_URL" \
  --command="select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")"
if [ "$tables" != "0" ]; then
  echo "restore: $DATABASE_URL already has $tables tables; restore into an empty database" >&2
  exit 1
fi

# One transaction: a failed restore leaves the database empty, not half filled.
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$src/db.dump"

mkdir -p "$DATA_DIR"
tar -C "$DATA_DIR" -xzf "$src/media.tar.gz"
echo "restored $src into $DATABASE_URL and $DATA_DIR/media (and private/, when backed up)"
