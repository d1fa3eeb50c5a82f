// RUN: %accc -fsyntax-only -Xclang -verify %s

// ClauseChecks rule 16: in a collapsed or tiled nest, an inner loop whose
// start or bound depends on an enclosing loop's control variable other than
// linearly, whose step depends on one, or whose start and bound depend on
// two of them. OpenMP allows non-rectangular nests only as `a * i + b`;
// clang 22 rejected some of these translations ("expected loop invariant
// expression ...": an error in code the user never wrote), ran `j < i % 3`
// wrongly (13 of 19 iterations) and stopped the program at run time on a
// step `j += i`. Found by fuzzing (docs/Testing.md, "Fuzzing").

void f(int n, int m, const int *len, float *x) {
  // expected-error@+2 {{the bound of this loop of the 'parallel loop' loop nest depends on 'i', the control variable of an enclosing loop of the nest, in a form accc cannot translate: a collapsed or tiled nest whose inner bounds are not of the form 'a * i + b' and whose steps depend on it is not supported}}
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; ++i) for (int j = 0; j < i * i; ++j)
    x[j] += 1;

  // expected-error@+2 {{the bound of this loop of the 'parallel loop' loop nest depends on 'i'}}
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; ++i) for (int j = 0; j < i % 3; ++j)
    x[j] += 1;

  // expected-error@+2 {{the bound of this loop of the 'parallel loop' loop nest depends on 'i'}}
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; ++i) for (int j = 0; j < len[i]; ++j)
    x[j] += 1;

  // expected-error@+2 {{the start of this loop of the 'parallel loop' loop nest depends on 'i'}}
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; ++i) for (int j = i / 2; j < n; ++j)
    x[j] += 1;

  // expected-error@+2 {{the step of this loop of the 'parallel loop' loop nest depends on 'i'}}
#pragma acc parallel loop collapse(2)
  for (int i = 1; i < n; ++i) for (int j = 0; j < m; j += i)
    x[j] += 1;

  // expected-error@+2 {{the step of this loop of the 'parallel loop' loop nest depends on 'i'}}
#pragma acc parallel loop collapse(2)
  for (int i = 1; i < n; ++i) for (int j = 0; j < m; j = j + i)
    x[j] += 1;

  // expected-error@+2 {{the bound of this loop of the 'parallel loop' loop nest depends on 'i'}}
#pragma acc parallel loop collapse(3)
  for (int i = 0; i < n; ++i) for (int j = 0; j < n; ++j) for (int k = 0; k < i * j; ++k)
    x[k] += 1;

  // expected-error@+2 {{the start of this loop of the 'parallel loop' loop nest depends on 'j'}}
#pragma acc parallel loop collapse(3)
  for (int i = 0; i < n; ++i) for (int j = 0; j < n; ++j) for (int k = j; k < i + n; ++k)
    x[k] += 1;

  // expected-error@+2 {{the bound of this loop of the 'parallel loop' loop nest depends on 'i'}}
#pragma acc parallel loop tile(2, 2)
  for (int i = 0; i < n; ++i) for (int j = 0; j < i * i; ++j)
    x[j] += 1;
}
