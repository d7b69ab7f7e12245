import sys


def main():
    data = sys.stdin.read().split()
    s = data[1]
    dx, dy = (0, 1, 0, -1), (1, 0, -1, 0)      # N, E, S, W (clockwise)
    x = y = best = h = 0
    for c in s:
        if c == 'L':
            h = (h + 3) % 4
        elif c == 'R':
            h = (h + 1) % 4
        else:
            if c == 'F':
                x += dx[h]
                y += dy[h]
            else:
                x -= dx[h]
                y -= dy[h]
            d = abs(x) + abs(y)
            if d > best:
                best = d
    print(x, y, "NESW"[h])
    print(best)


main()
