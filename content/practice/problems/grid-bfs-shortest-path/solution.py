import sys


def main():
    data = sys.stdin.read().split()
    R, C = int(data[0]), int(data[1])
    W = C + 2                                   # pad the map with a wall border
    grid = "#" * W + "".join("#" + data[2 + r] + "#" for r in range(R)) + "#" * W
    s, t = grid.index("S"), grid.index("G")
    dist = [-1] * len(grid)
    for i, ch in enumerate(grid):
        if ch == "#":
            dist[i] = -2                        # blocked
    dist[s] = 0
    queue = [s]
    for u in queue:                             # the list grows while we iterate: a FIFO queue
        if u == t:
            break
        d = dist[u] + 1
        for v in (u - W, u + W, u - 1, u + 1):
            if dist[v] == -1:
                dist[v] = d
                queue.append(v)
    print(dist[t])


main()
