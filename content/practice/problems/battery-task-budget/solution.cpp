#include <bits/stdc++.h>
using namespace std;

int main() {
    long long E, R;
    int n;
    if (!(cin >> E >> R >> n)) return 0;
    long long remaining = E;
    int done = 0;
    for (int i = 0; i < n; i++) {
        long long c;
        cin >> c;
        if (done < i) continue;              // robot already stopped; just consume input
        if (c <= 0) {                         // solar recharge, battery cannot exceed capacity
            remaining = min(E, remaining - c);
            done++;
        } else if (remaining - c >= R) {      // keep the reserve needed to return to the dock
            remaining -= c;
            done++;
        }
    }
    printf("%d %lld\n", done, remaining);
    return 0;
}
