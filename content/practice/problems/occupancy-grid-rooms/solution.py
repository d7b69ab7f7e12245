import sys


def main():
    data = sys.stdin.read().split()
    R, C = int(data[0]), int(data[1])
    W = C + 2                                   # pad with a wall border: no bounds checks
    grid = "#" * W + "".join("#" + data[2 + r] + "#" for r in range(R)) + "#" * W
    free = bytearray(1 if ch == "." else 0 for ch in grid)
    rooms = largest = 0
    for start in range(len(grid)):
        if not free[start]:
            continue
        rooms += 1                              # a new region: flood-fill it
        free[start] = 0
        stack = [start]
        size = 0
        while stack:
            u = stack.pop()
            size += 1
            for v in (u - W, u + W, u - 1, u + 1):
                if free[v]:
                    free[v] = 0
                    stack.append(v)
        if size > largest:
            largest = size
    print(rooms, largest)


main()
