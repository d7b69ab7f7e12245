#include <stdio.h>
#include <stdlib.h>

typedef struct { long long d, len; } Job;

static int cmp(const void *a, const void *b) {
    const Job *x = a, *y = b;
    if (x->d != y->d) return x->d < y->d ? -1 : 1;
    return (x->len > y->len) - (x->len < y->len);
}

static long long *heap;
static int hs = 0;

static void push(long long v) {            /* max-heap */
    int i = hs++;
    while (i > 0 && heap[(i - 1) / 2] < v) { heap[i] = heap[(i - 1) / 2]; i = (i - 1) / 2; }
    heap[i] = v;
}

static long long pop(void) {
    long long top = heap[0], last = heap[--hs];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= hs) break;
        if (c + 1 < hs && heap[c + 1] > heap[c]) c++;
        if (heap[c] <= last) break;
        heap[i] = heap[c];
        i = c;
    }
    heap[i] = last;
    return top;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    Job *jobs = malloc(sizeof(Job) * n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &jobs[i].len, &jobs[i].d);
    qsort(jobs, n, sizeof(Job), cmp);
    heap = malloc(sizeof(long long) * n);
    long long t = 0;
    for (int i = 0; i < n; i++) {
        push(jobs[i].len);
        t += jobs[i].len;
        if (t > jobs[i].d) t -= pop();
    }
    printf("%d\n", hs);
    return 0;
}
