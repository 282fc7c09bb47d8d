#!/usr/bin/env bash
# The README's two commands must work on a fresh clone. Clones the committed HEAD of this
# repository into a temporary folder and runs, each from a clean clone:
#   npx pnpm@10 install && npx pnpm@10 start
#   npx pnpm@10 install && npx pnpm@10 test
# Exits non-zero when the README does not show them or when either fails.
#   tooling/fresh-clone-check.sh [--keep]
set -euo pipefail
export npm_config_yes=true
# A new user has none of the opt-in switches for the data beside the repository.
unset XQ_REAL_WORLD XQ_FULL_CORPUS

root="$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
# Both commands run on the same commit, even if someone commits meanwhile.
sha="$(git -C "$root" rev-parse HEAD)"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/xq-fresh-clone.XXXXXX")"
if [[ "${1:-}" == "--keep" ]]; then
  echo "keeping $tmp"
else
  trap 'rm -rf "$tmp"' EXIT
fi

commands=(
  "npx pnpm@10 install && npx pnpm@10 start"
  "npx pnpm@10 install && npx pnpm@10 test"
)
failed=0
for i in "${!commands[@]}"; do
  cmd="${commands[$i]}"
  dir="$tmp/clone-$i"
  git clone --quiet --no-hardlinks "$root" "$dir"
  git -C "$dir" checkout --quiet --detach "$sha"
  echo "== fresh clone of $(git -C "$dir" rev-parse --short HEAD): $cmd"
  if ! grep -qF "$cmd" "$dir/README.md" 2>/dev/null; then
    echo "FAIL: README.md does not show \`$cmd\`"
    failed=1
    continue
  fi
  start=$(date +%s)
  if (cd "$dir" && bash -c "$cmd") >"$tmp/log-$i.txt" 2>&1; then
    echo "ok ($(($(date +%s) - start)) s); last lines:"
    tail -n 5 "$tmp/log-$i.txt" | sed 's/^/    /'
  else
    echo "FAIL after $(($(date +%s) - start)) s; last lines:"
    tail -n 40 "$tmp/log-$i.txt" | sed 's/^/    /'
    failed=1
  fi
done
if [[ $failed -ne 0 ]]; then
  echo "fresh-clone check FAILED"
  exit 1
fi
echo "fresh-clone check: both README commands work"
