// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s

// A reduction variable of the compute construct used in a loop other than
// as updates with its operator, in a loop with no reduction clause for it:
// the loop's iterations race on the gang's copy (lib/Analysis/Reductions.cpp
// rule 5). Updates alone get an implied reduction instead (no warning).
void f(int *a, int n) {
  int s = 0, m = 0;
#pragma acc parallel reduction(+:s) reduction(max:m) copyin(a[0:n])
  {
    // expected-warning@+1 {{'s', a reduction variable of the compute construct, is used in this partitioned loop other than as 'reduction(+:s)' updates, and the loop has no reduction clause for it: its iterations race on the gang's copy}}
#pragma acc loop
    for (int i = 0; i < n; i++)
      a[i] = s++;
#pragma acc loop
    for (int i = 0; i < n; i++)
      s += a[i];
    // The conditional forms of max are updates (an implied reduction)...
#pragma acc loop
    for (int i = 0; i < n; i++)
      m = a[i] > m ? a[i] : m;
#pragma acc loop
    for (int i = 0; i < n; i++)
      if (m < a[i])
        m = a[i];
    // ... but not a conditional that chooses the minimum, nor one whose
    // other operand has side effects (`a[i++]` would be read once).
    // expected-warning@+1 {{'m', a reduction variable}}
#pragma acc loop
    for (int i = 0; i < n; i++)
      m = a[i] > m ? m : a[i];
    // expected-warning@+1 {{'m', a reduction variable}}
#pragma acc loop
    for (int i = 0; i < n; i++)
      m = a[n - 1 - i] > m ? a[n - 1 - i]++ : m;
#pragma acc loop reduction(max:m)
    for (int i = 0; i < n; i++)
      m = a[i] > m ? a[i] : m;
  }
}

// The same for a reduction on a gang loop and the loops inside it.
void g(int *a, int n) {
  int s = 0;
#pragma acc parallel loop gang reduction(+:s) copyin(a[0:n * n])
  for (int i = 0; i < n; i++) {
    // expected-warning@+1 {{'s', a reduction variable of an enclosing loop, is used in this partitioned loop other than as 'reduction(+:s)' updates, and the loop has no reduction clause for it: its iterations race on the gang's copy}}
#pragma acc loop vector
    for (int j = 0; j < n; j++)
      a[i * n + j] = s++;
  }
}

// A loop with its own reduction clause inside a construct that reduces the
// same variable: the loops below it are checked once, for its clause (one
// warning, not one per enclosing reduction).
void h(int *a, int n) {
  int s = 0;
#pragma acc parallel reduction(+:s) copy(a[0:n * n])
  {
#pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; i++) {
      // expected-warning@+1 {{'s', a reduction variable of an enclosing loop}}
#pragma acc loop vector
      for (int j = 0; j < n; j++)
        a[i * n + j] = s++;
    }
  }
}
