#!/bin/sh
# A backup of one Sahyog site: the database (pg_dump's custom format, one consistent snapshot,
# taken while the site runs) and then the media folder (DATA_DIR/media: covers, photos, receipts'
# files). The database goes first: a file is always written before a row names it, so files
# uploaded after the dump are only extra; the rare file deleted in between is the only gap.
# With S3 storage the bucket is the media: keep its versioning on and copy it with RCLONE_REMOTE.
# Vendors' KYC files live in DATA_DIR/private (never served, decision 0045): they go into the
# same archive, beside media/, whenever that folder exists.
#
#   DATABASE_URL=postgres://sahyog@db/sahyog DATA_DIR=/srv/sahyog deploy/backup.sh /var/backups/sahyog
#
# Writes <dir>/<UTC time>/{db.dump, media.tar.gz, SHA256SUMS}, prints that folder, keeps the
# newest BACKUP_KEEP (default 14) backups. Restore with deploy/restore.sh (docs/DEPLOY.md).
set -eu

: "${DATABASE_URL:?DATABASE_URL is the database to back up}"
dest="${1:-${BACKUP_DIR:-/var/backups/sahyog}}"
keep="${BACKUP_KEEP:-14}"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
dir="$dest/$stamp"
mkdir -p "$dir.partial"

# -Fc: compressed, restorable table by table, and pg_restore checks it is whole.
pg_dump --format=custom --no-owner --no-privileges --dbname="$DATABASE_URL" --file="$dir.partial/db.dump"

if [ -n "${S3_BUCKET:-}" ]; then
  : "${RCLONE_REMOTE:?with S3_BUCKET set, RCLONE_REMOTE names the rclone remote of the bucket}"
  rclone copy "$RCLONE_REMOTE:$S3_BUCKET" "$dir.partial/media"
  private=""
  if [ -n "${DATA_DIR:-}" ] && [ -d "$DATA_DIR/private" ]; then cp -a "$DATA_DIR/private" "$dir.partial/private" && private="private"; fi
  tar -C "$dir.partial" -czf "$dir.partial/media.tar.gz" media $private
  rm -rf "$dir.partial/media" "$dir.partial/private"
else
  : "${DATA_DIR:?DATA_DIR is the folder whose media/ is backed up}"
  mkdir -p "$DATA_DIR/media"
  # A file replaced while tar reads it makes tar exit 1 ("file changed as we read it"): the
  # copy of that file may be torn, so the backup fails and the next run takes another.
  private=""
  [ -d "$DATA_DIR/private" ] && private="private"
  tar -C "$DATA_DIR" -czf "$dir.partial/media.tar.gz" media $private
fi

(cd "$dir.partial" && sha256sum db.dump media.tar.gz > SHA256SUMS)
# Only a finished backup gets its final name: a crash leaves a *.partial folder, never a short backup.
mv "$dir.partial" "$dir"

# Oldest first; keep the newest $keep.
ls -1d "$dest"/2*Z 2>/dev/null | head -n "-$keep" | while read -r old; do rm -rf "$old"; done
echo "$dir"
