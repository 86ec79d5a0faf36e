# shellcheck shell=bash
# Real backing servers for the test runs, started on free loopback ports and stopped by stop_servers.
# Sourced by .ci/run (spec decisions, "Runtime and storage": MongoDB suites run against mongo-java-server,
# Redis suites against Debian's redis-server; no mocks). Every function returns non-zero, with a message on
# stderr, when something cannot be installed, built or started.
#
#   ensure_redis        install Debian's redis-server with apt-get when `redis-server` is missing
#   ensure_chromium     install Debian's chromium (and a font for screenshots) with apt-get when /usr/bin/chromium is
#                       missing: the browser suites drive it through playwright-core (no browser download)
#   start_redis         exports TEST_REDIS_URL=redis://127.0.0.1:<port>
#   build_mongo_server  compiles .ci/mongo-server (Maven Central) and writes its classpath to target/cp.txt
#   start_mongo         exports TEST_MONGODB_URL=mongodb://127.0.0.1:<port>/?directConnection=true
#   stop_servers        stops whatever the functions above started (call it from an EXIT trap)

CI_SERVERS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CI_MONGO_DIR="$CI_SERVERS_DIR/mongo-server"
CI_SERVERS_PIDS=()
CI_SERVERS_LOGS="${CI_SERVERS_LOGS:-$(mktemp -d "${TMPDIR:-/tmp}/ci-servers.XXXXXX")}"
CI_SERVER_START_TIMEOUT_S="${CI_SERVER_START_TIMEOUT_S:-60}"

_ci_fail() { echo "servers.sh: $*" >&2; return 1; }

# A port the kernel says is free on 127.0.0.1 right now (bind port 0, read it, release it).
free_port() {
  if command -v node >/dev/null 2>&1; then
    node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
  elif command -v python3 >/dev/null 2>&1; then
    python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1]);s.close()'
  else
    _ci_fail "need node or python3 to pick a free port"
  fi
}

_tcp_open() { ( exec 3<>"/dev/tcp/127.0.0.1/$1" ) 2>/dev/null; }

_redis_pong() {
  (
    exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
    printf 'PING\r\n' >&3
    IFS= read -r -t 2 reply <&3 || exit 1
    [[ "$reply" == "+PONG"* ]]
  ) 2>/dev/null
}

_alive() { kill -0 "$1" 2>/dev/null; }

ensure_redis() {
  command -v redis-server >/dev/null 2>&1 && return 0
  local sudo=''
  if [[ "$(id -u)" != 0 ]]; then
    command -v sudo >/dev/null 2>&1 || _ci_fail "redis-server is missing and apt-get needs root (no sudo)" || return 1
    sudo='sudo -n'
  fi
  echo "servers.sh: installing redis-server with apt-get" >&2
  $sudo apt-get update -qq >&2 || _ci_fail "apt-get update failed" || return 1
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends redis-server >&2 \
    || _ci_fail "apt-get install redis-server failed" || return 1
  command -v redis-server >/dev/null 2>&1 || _ci_fail "redis-server still missing after apt-get install"
}

ensure_chromium() {
  [[ -x /usr/bin/chromium ]] && return 0
  local sudo=''
  if [[ "$(id -u)" != 0 ]]; then
    command -v sudo >/dev/null 2>&1 || _ci_fail "chromium is missing and apt-get needs root (no sudo)" || return 1
    sudo='sudo -n'
  fi
  echo "servers.sh: installing chromium with apt-get" >&2
  $sudo apt-get update -qq >&2 || _ci_fail "apt-get update failed" || return 1
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >&2 \
    || _ci_fail "apt-get install chromium failed" || return 1
  [[ -x /usr/bin/chromium ]] || _ci_fail "/usr/bin/chromium still missing after apt-get install"
}

start_redis() {
  command -v redis-server >/dev/null 2>&1 || _ci_fail "redis-server not found (run ensure_redis)" || return 1
  local attempt port pid log i
  for attempt in 1 2 3; do
    port="$(free_port)" || return 1
    log="$CI_SERVERS_LOGS/redis-$port.log"
    redis-server --bind 127.0.0.1 --port "$port" --save '' --appendonly no --daemonize no \
      --dir "$CI_SERVERS_LOGS" --logfile "$log" &
    pid=$!
    CI_SERVERS_PIDS+=("$pid")
    for ((i = 0; i < CI_SERVER_START_TIMEOUT_S * 10; i++)); do
      if _redis_pong "$port"; then
        export TEST_REDIS_URL="redis://127.0.0.1:$port"
        echo "servers.sh: redis-server (pid $pid) answering PING on 127.0.0.1:$port" >&2
        return 0
      fi
      _alive "$pid" || break
      sleep 0.1
    done
    echo "servers.sh: redis-server did not start on port $port (attempt $attempt):" >&2
    tail -n 20 "$log" >&2 2>/dev/null || true
    kill "$pid" 2>/dev/null || true
  done
  _ci_fail "could not start redis-server"
}

build_mongo_server() {
  command -v java >/dev/null 2>&1 || _ci_fail "java (17+) not found; needed for mongo-java-server" || return 1
  command -v mvn >/dev/null 2>&1 || _ci_fail "mvn not found; needed to fetch mongo-java-server" || return 1
  echo "servers.sh: building .ci/mongo-server (Maven)" >&2
  mvn -q -B -Dstyle.color=never -f "$CI_MONGO_DIR/pom.xml" compile dependency:build-classpath \
    -Dmdep.outputFile=target/cp.txt >&2 || _ci_fail "maven build of .ci/mongo-server failed" || return 1
  [[ -s "$CI_MONGO_DIR/target/cp.txt" && -f "$CI_MONGO_DIR/target/classes/MongoTestServer.class" ]] \
    || _ci_fail "maven build left no classes or classpath in $CI_MONGO_DIR/target"
}

start_mongo() {
  [[ -s "$CI_MONGO_DIR/target/cp.txt" ]] || _ci_fail "mongo server not built (run build_mongo_server)" || return 1
  local cp attempt port pid log i
  cp="$CI_MONGO_DIR/target/classes:$(cat "$CI_MONGO_DIR/target/cp.txt")"
  for attempt in 1 2 3; do
    port="$(free_port)" || return 1
    log="$CI_SERVERS_LOGS/mongo-$port.log"
    java -cp "$cp" MongoTestServer "$port" 13 >"$log" 2>&1 &
    pid=$!
    CI_SERVERS_PIDS+=("$pid")
    for ((i = 0; i < CI_SERVER_START_TIMEOUT_S * 10; i++)); do
      if grep -q "^READY $port\$" "$log" 2>/dev/null && _tcp_open "$port"; then
        export TEST_MONGODB_URL="mongodb://127.0.0.1:$port/?directConnection=true"
        echo "servers.sh: mongo-java-server (pid $pid) listening on 127.0.0.1:$port" >&2
        return 0
      fi
      _alive "$pid" || break
      sleep 0.1
    done
    echo "servers.sh: mongo-java-server did not start on port $port (attempt $attempt):" >&2
    tail -n 20 "$log" >&2 2>/dev/null || true
    kill "$pid" 2>/dev/null || true
  done
  _ci_fail "could not start mongo-java-server"
}

stop_servers() {
  local pid i
  for pid in "${CI_SERVERS_PIDS[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
  for pid in "${CI_SERVERS_PIDS[@]}"; do
    for ((i = 0; i < 50; i++)); do _alive "$pid" || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  CI_SERVERS_PIDS=()
  return 0
}
