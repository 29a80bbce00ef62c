# Source this file (`. scripts/use-node.sh`) to run the project on a supported Node.js.
# When the node on PATH is older than 22.12, it takes the Node.js binary of the version in .node-version
# from the npm registry (the `node-linux-<arch>` package the `node` package installs) into a cache, checks
# it runs, and puts it first on PATH for this shell. Nothing is downloaded from anywhere else.
# docs/decisions/013-node-24.md says why.

karirmu_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if ! karirmu_node_ok; then
  karirmu_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  karirmu_version="$(tr -d '[:space:]' < "$karirmu_root/.node-version")"
  case "$(uname -m)" in
    x86_64) karirmu_arch=x64 ;;
    aarch64 | arm64) karirmu_arch=arm64 ;;
    *) echo "use-node: no Node.js package for $(uname -m) on the npm registry" >&2; return 1 ;;
  esac
  karirmu_dir="${XDG_CACHE_HOME:-$HOME/.cache}/karirmu/node-v$karirmu_version-$karirmu_arch"
  if [ ! -x "$karirmu_dir/bin/node" ]; then
    echo "use-node: Node.js $(node -v 2>/dev/null || echo missing) is too old; fetching node-linux-$karirmu_arch@$karirmu_version from the npm registry"
    karirmu_tmp="$(mktemp -d)"
    (cd "$karirmu_tmp" && npm pack --silent "node-linux-$karirmu_arch@$karirmu_version" >/dev/null) || {
      echo "use-node: could not fetch node-linux-$karirmu_arch@$karirmu_version" >&2
      rm -rf "$karirmu_tmp"
      return 1
    }
    mkdir -p "$karirmu_dir"
    tar -xzf "$karirmu_tmp"/node-linux-*.tgz -C "$karirmu_dir" --strip-components=1
    rm -rf "$karirmu_tmp"
  fi
  export PATH="$karirmu_dir/bin:$PATH"
  hash -r
  karirmu_node_ok || { echo "use-node: $karirmu_dir/bin/node does not run here" >&2; return 1; }
fi
echo "Node.js $(node -v), npm $(npm -v)"
