import heapq
import sys


def main():
    data = sys.stdin.read().split()
    R, C = int(data[0]), int(data[1])
    W = C + 2                                   # pad with a wall border: no bounds checks
    grid = "#" * W + "".join("#" + data[2 + r] + "#" for r in range(R)) + "#" * W
    free = [ch != "#" for ch in grid]
    s, t = grid.index("S"), grid.index("G")
    tr, tc = divmod(t, W)

    def h(u):                                   # octile distance: admissible and consistent
        r, c = divmod(u, W)
        dr, dc = abs(r - tr), abs(c - tc)
        return 10 * dr + 4 * dc if dr > dc else 10 * dc + 4 * dr

    straight = (-W, W, -1, 1)
    diagonal = [(dr * W + dc, dr * W, dc) for dr in (-1, 1) for dc in (-1, 1)]
    INF = 1 << 60
    g = [INF] * len(grid)
    g[s] = 0
    open_heap = [(h(s), s)]
    pop, push = heapq.heappop, heapq.heappush
    answer = -1
    while open_heap:
        f, u = pop(open_heap)
        gu = g[u]
        if f != gu + h(u):
            continue                            # stale entry
        if u == t:
            answer = gu
            break
        ng = gu + 10
        for off in straight:
            v = u + off
            if free[v] and ng < g[v]:
                g[v] = ng
                push(open_heap, (ng + h(v), v))
        ng = gu + 14
        for off, o1, o2 in diagonal:            # diagonal only if both side cells are free
            v = u + off
            if free[v] and ng < g[v] and free[u + o1] and free[u + o2]:
                g[v] = ng
                push(open_heap, (ng + h(v), v))
    print(answer)


main()
