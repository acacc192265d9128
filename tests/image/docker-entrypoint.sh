#!/bin/sh
# The official Node images' entrypoint (docker-library/node, docker-entrypoint.sh): a first
# argument that is an option or not a command is given to node; otherwise the command runs as is.
set -e
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
