import heapq
import sys


def main():
    data = sys.stdin.read().split()
    R, C, T = int(data[0]), int(data[1]), int(data[2])
    h0 = "NESW".index(data[3])
    W = C + 2                                    # pad with a wall border
    grid = "#" * W + "".join("#" + data[4 + r] + "#" for r in range(R)) + "#" * W
    s, t = grid.index("S"), grid.index("G")
    free = [ch != "#" for ch in grid]
    step = (-W, 1, W, -1)                        # N, E, S, W (clockwise)
    INF = float("inf")
    dist = [INF] * (4 * len(grid))               # state = cell * 4 + heading
    start = s * 4 + h0
    dist[start] = 0
    pq = [(0, start)]
    pop, push = heapq.heappop, heapq.heappush
    while pq:
        d, st = pop(pq)
        if d != dist[st]:
            continue
        cell, h = st >> 2, st & 3
        if cell == t:
            print(d)
            return
        nd = d + T
        base = st - h
        for ns in (base + ((h + 1) & 3), base + ((h + 3) & 3)):   # turn right / left
            if nd < dist[ns]:
                dist[ns] = nd
                push(pq, (nd, ns))
        nxt = cell + step[h]                    # drive one cell forward
        if free[nxt]:
            ns = nxt * 4 + h
            if d + 1 < dist[ns]:
                dist[ns] = d + 1
                push(pq, (d + 1, ns))
    print(-1)


main()
