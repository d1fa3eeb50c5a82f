// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// Several host threads map and unmap data at once, each its own array and
// all of them one shared array: libacc's tables and libomptarget's counts
// stay consistent (OpenACC 3.3, sec. 3.2: the routines may be called from
// several host threads).

#include <openacc.h>
#include <pthread.h>
#include <stdio.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

enum { Threads = 8, Rounds = 200, N = 1024 };
static int Shared[N];
static int Own[Threads][N];
static int Bad[Threads];

static void *work(void *Arg) {
  int T = (int)(long)Arg;
  for (int R = 0; R < Rounds; ++R) {
    int *D = (int *)acc_copyin(Shared, sizeof(Shared));
    int *E = (int *)acc_create(Own[T], sizeof(Own[T]));
    if (!D || !E || acc_hostptr(E + 1) != &Own[T][1] ||
        !acc_is_present(Shared, sizeof(Shared)))
      ++Bad[T];
    acc_wait_async(T, T);
    acc_delete(Own[T], sizeof(Own[T]));
    acc_delete(Shared, sizeof(Shared));
  }
  return NULL;
}

int main(void) {
  int OnHost = acc_get_device_type() == acc_device_host;
  pthread_t Th[Threads];
  for (long T = 0; T < Threads; ++T)
    pthread_create(&Th[T], NULL, work, (void *)T);
  for (int T = 0; T < Threads; ++T)
    pthread_join(Th[T], NULL);
  int Total = 0;
  for (int T = 0; T < Threads; ++T)
    Total += Bad[T];
  EXPECT("every round saw its data", Total == 0);
  // OUT: every round saw its data: ok
  // Balanced copyin / delete pairs leave nothing mapped.
  int Left = !OnHost && acc_is_present(Shared, sizeof(Shared));
  for (int T = 0; T < Threads; ++T)
    Left += !OnHost && acc_is_present(Own[T], sizeof(Own[T]));
  EXPECT("nothing left mapped", Left == 0);
  // OUT-NEXT: nothing left mapped: ok
  return 0;
}
