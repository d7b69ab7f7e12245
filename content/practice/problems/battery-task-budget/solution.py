import sys


def main():
    data = sys.stdin.buffer.read().split()
    E, R, n = int(data[0]), int(data[1]), int(data[2])
    remaining = E
    done = 0
    for c in map(int, data[3:3 + n]):
        if c <= 0:                      # solar recharge, capped at capacity
            remaining = min(E, remaining - c)
        elif remaining - c >= R:        # keep the reserve to return to the dock
            remaining -= c
        else:
            break
        done += 1
    print(done, remaining)


main()
