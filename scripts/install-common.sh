# What scripts/install and scripts/uninstall share (sourced by both).

# The list of what was installed, relative to the prefix.
manifest_path=share/shifts/install-manifest

# Succeeds when files can be made in FOLDER, or in the nearest folder above it
# that exists (install makes the rest); otherwise prints why not. It tries
# for real (a temporary folder made and removed): permissions alone do not
# tell, for root, or on a read-only file system.
writable_folder() { # folder
    local folder=$1 probe
    while [ ! -e "$folder" ] && [ ! -L "$folder" ]; do folder=$(dirname "$folder"); done
    if [ ! -d "$folder" ]; then
        echo "$folder is a file, not a folder"
        return 1
    fi
    if ! probe=$(mktemp -d "$folder/.shifts-install-XXXXXX" 2>/dev/null); then
        echo "$folder cannot be written to"
        return 1
    fi
    rmdir "$probe"
}

# A size in bytes as people read it: 812 B, 14.2 kB, 61.3 MB (powers of 1000).
size_text() { # bytes
    awk -v b="$1" 'BEGIN {
        if (b < 1000) printf "%d B", b
        else if (b < 1000000) printf "%.1f kB", b / 1000
        else printf "%.1f MB", b / 1000000 }'
}

# Succeeds when the colon-separated LIST holds FOLDER (a trailing slash ignored).
path_has() { # list, folder
    local entry
    local IFS=:
    for entry in $1; do
        if [ "${entry%/}" = "${2%/}" ]; then return 0; fi
    done
    return 1
}
