# Sourced by the test scripts: their bounds, scaled by one setting.
#
# SHIFTS_TEST_TIME_SCALE (a number above 0, default 1) multiplies every
# bound the tests set, in Swift (ReduxTesting's BoundedWait) and here. A
# bound tells a hang from slow work on a loaded two-core machine; it does
# not measure speed (scripts/bench does), so the defaults are generous.

time_scale=${SHIFTS_TEST_TIME_SCALE:-1}
# A plain number, as the Swift side reads it too (Double("2x") is no number).
if ! [[ "$time_scale" =~ ^[0-9]*\.?[0-9]+$ ]] || ! awk -v s="$time_scale" 'BEGIN { exit !(s + 0 > 0) }'; then
    echo "SHIFTS_TEST_TIME_SCALE must be a number above 0, not '$time_scale'" >&2
    exit 2
fi

# scaled SECONDS: SECONDS times the scale, as a whole number (at least 1).
scaled() {
    awk -v s="$1" -v k="$time_scale" 'BEGIN { v = int(s * k + 0.999); print (v < 1 ? 1 : v) }'
}
