#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, T;
    if (!(cin >> n >> T)) return 0;
    int episodes = 0, run = 0, longest = 0;
    for (int i = 0; i < n; i++) {
        int d;
        cin >> d;
        if (d < T) {
            if (run == 0) episodes++;   // a new episode starts here
            run++;
            longest = max(longest, run);
        } else {
            run = 0;
        }
    }
    printf("%d %d\n", episodes, longest);
    return 0;
}
