// stream_f32.c - bench/stream in float: the same kernels and checks, half
// the bytes per element (each thread moves half as much per iteration, which
// the launch geometry must account for). Results: rows "stream_f32".
// Build: accc -O3 -acc=gpu -DVARIANT=accc stream_f32.c -o stream_f32.accc
#define REAL float
#define STREAM "stream_f32"
#include "../stream/stream.c"
